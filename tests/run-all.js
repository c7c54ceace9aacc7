#!/usr/bin/env node
// `npm test`: the build, unit and integration specs (jest; the replay command's test runs the
// built script), then the built app's end-to-end journeys in Chromium (Playwright), then one
// summary line "N passed, N failed".
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

let passed = 0;
let failed = 0;
let broken = [];

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) broken.push('the build failed');

const jestOut = path.join(results, 'jest.json');
fs.rmSync(jestOut, { force: true });
const jestStatus = run('npx', ['jest', '--json', `--outputFile=${jestOut}`]);
if (fs.existsSync(jestOut)) {
  const j = JSON.parse(fs.readFileSync(jestOut, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  if (j.numRuntimeErrorTestSuites) broken.push(`${j.numRuntimeErrorTestSuites} jest suite(s) failed to run`);
} else if (jestStatus !== 0) broken.push('jest did not report');

if (buildStatus === 0) {
  const e2eOut = path.join(results, 'e2e.json');
  fs.rmSync(e2eOut, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut });
  if (fs.existsSync(e2eOut)) {
    const s = JSON.parse(fs.readFileSync(e2eOut, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
  } else if (e2eStatus !== 0) broken.push('playwright did not report');
}

for (const b of broken) console.log(`ERROR: ${b}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && broken.length === 0 ? 0 : 1);
