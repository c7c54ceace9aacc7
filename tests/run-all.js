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
/** Whether something listens on the port (a server Playwright reused, or someone else's). */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
/** Removes this run's result files once they have been read and passed; a failed run keeps them to look at. */
const removeResults = (files) => {
  for (const f of files) fs.rmSync(f, { recursive: true, force: true });
};

async function main() {
  let passed = 0;
  let failed = 0;
  const skipped = [];
  const broken = [];

  const buildStatus = run('npm', ['run', 'build']);
  if (buildStatus !== 0) broken.push('the build failed');

  // This run's own files (two runs in one checkout side by side do not share them).
  const jestOut = path.join(results, `jest-${process.pid}.json`);
  fs.rmSync(jestOut, { force: true });
  const jestStatus = run('npx', ['jest', '--json', `--outputFile=${jestOut}`]);
  if (fs.existsSync(jestOut)) {
    const j = JSON.parse(fs.readFileSync(jestOut, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests;
    // A skipped test says why in its title (see tests/support/test-redis.ts): the summary lists them.
    for (const file of j.testResults) for (const t of file.assertionResults) if (t.status === 'pending' || t.status === 'skipped') skipped.push(t.fullName);
    if (j.numRuntimeErrorTestSuites) broken.push(`${j.numRuntimeErrorTestSuites} jest suite(s) failed to run`);
    if (j.numFailedTests === 0 && !j.numRuntimeErrorTestSuites) removeResults([jestOut]);
    else console.log(`jest's report: ${path.relative(root, jestOut)}`);
  } else if (jestStatus !== 0) broken.push('jest did not report');

  if (buildStatus === 0) {
    const port = process.env.E2E_PORT ?? String(await freePort());
    const ports = { E2E_PORT: port, E2E_PG_PORT: process.env.E2E_PG_PORT ?? String(await freePort()) };
    // The config names its report and artifacts after the port (test-results/e2e-<port>.json, test-results/e2e-<port>/).
    const e2eOut = path.join(results, `e2e-${port}.json`);
    fs.rmSync(e2eOut, { force: true });
    const e2eStatus = run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut, ...ports });
    // Playwright stops its server with SIGTERM, and the server drops its database and data directory;
    // if it was killed instead, that is done here. Not while a server still answers on the port:
    // then Playwright reused a server it did not start, whose data is not this run's.
    if (await listening(Number(port))) console.log(`A server still answers on port ${port}: its database and .data/e2e-${port} are left to it.`);
    else {
      const { cleanE2e } = require('../scripts/e2e-cleanup');
      // A failed clean-up says so loudly but does not fail the tests (the next run on this port cleans again).
      await cleanE2e(port, (line) => console.log(`e2e cleanup: ${line}`)).catch((err) => console.warn(`WARNING: the e2e cleanup failed: ${err.message}`));
    }
    if (fs.existsSync(e2eOut)) {
      const s = JSON.parse(fs.readFileSync(e2eOut, 'utf8')).stats;
      passed += s.expected + s.flaky;
      failed += s.unexpected;
      for (let i = 0; i < s.skipped; i++) skipped.push('an end-to-end journey (see the Playwright report)');
      if (s.unexpected === 0) removeResults([e2eOut, path.join(results, `e2e-${port}`)]);
      else console.log(`Playwright's report and artifacts: ${path.relative(root, e2eOut)}, test-results/e2e-${port}/`);
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
