#!/usr/bin/env node
// `npm test`: the build, unit and integration specs (jest; the replay command's test runs the
// built script), then the built app's end-to-end journeys in Chromium (Playwright), then one
// summary line "N passed, N failed".
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
/** A port nobody listens on now (so two `npm test` runs on one machine serve their apps side by side). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

async function main() {
  let passed = 0;
  let failed = 0;
  const skipped = [];
  const broken = [];

  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) broken.push('the build failed');

  const jestOut = path.join(results, 'jest.json');
  fs.rmSync(jestOut, { force: true });
  const jestStatus = run('npx', ['jest', '--json', `--outputFile=${jestOut}`]);
  if (fs.existsSync(jestOut)) {
    const j = JSON.parse(fs.readFileSync(jestOut, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    // A skipped test says why in its title (see tests/support/test-redis.ts): the summary lists them.
    for (const file of j.testResults) for (const t of file.assertionResults) if (t.status === 'pending' || t.status === 'skipped') skipped.push(t.fullName);
    if (j.numRuntimeErrorTestSuites) broken.push(`${j.numRuntimeErrorTestSuites} jest suite(s) failed to run`);
  } else if (jestStatus !== 0) broken.push('jest did not report');

  if (buildStatus === 0) {
    const e2eOut = path.join(results, 'e2e.json');
    fs.rmSync(e2eOut, { force: true });
    const ports = process.env.E2E_PORT ? {} : { E2E_PORT: String(await freePort()), E2E_PG_PORT: String(await freePort()) };
    const e2eStatus = run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut, ...ports });
    if (fs.existsSync(e2eOut)) {
      const s = JSON.parse(fs.readFileSync(e2eOut, 'utf8')).stats;
      passed += s.expected + s.flaky;
      failed += s.unexpected;
      for (let i = 0; i < s.skipped; i++) skipped.push('an end-to-end journey (see the Playwright report)');
    } else if (e2eStatus !== 0) broken.push('playwright did not report');
  }

  for (const b of broken) console.log(`ERROR: ${b}`);
  if (skipped.length) console.log(`\nSkipped (not counted as passed):\n${skipped.map((t) => `  - ${t}`).join('\n')}`);
  console.log(`\nTests: ${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
  process.exit(failed === 0 && broken.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
