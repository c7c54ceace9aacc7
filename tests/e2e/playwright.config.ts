import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './chromium.json';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

// The built app in Debian's Chromium (never a downloaded browser), against a fresh database.
export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey is many steps with sign-ins, sometimes two sessions; on 2 cores with 2 workers the longer
  // ones take ~30 s. The budget is a hang guard, not a measure (benchmarks measure).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Per port, so two runs side by side (each on its own E2E_PORT) keep their own report and artifacts.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.resolve(__dirname, `../../test-results/e2e-${port}.json`) }]],
  outputDir: path.resolve(__dirname, `../../test-results/e2e-${port}`),
  use: {
    baseURL,
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    // Debian's Chromium and its flags, shared with the web bench (bench/src/web.ts).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
  },
  webServer: {
    command: 'node scripts/serve-test.js',
    cwd: path.resolve(__dirname, '../..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM, not Playwright's default SIGKILL: the server stops the app, drops its database and
    // removes .data/e2e-<port> (scripts/serve-test.js); SIGKILL only if that takes over 30 s.
    // tests/run-all.js removes what a killed server left.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: { E2E_PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
