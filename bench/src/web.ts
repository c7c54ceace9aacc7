import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';

/** The JavaScript the sign-in page and the first list screen may download, compressed (issue 17). */
export const BUDGET_JS_BYTES = 250 * 1024;

const root = path.resolve(__dirname, '../..');

interface Transfer {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
}

/**
 * npm run bench -- web : the built app (npm run build:web first) served as the e2e journeys serve it
 * (scripts/serve-test.js on BENCH_WEB_PORT, a fresh demo database), Debian's Chromium signing in as
 * the demo admin from /login; the bytes over the wire (encoded bodies) of the sign-in page and of the
 * first list screen after it, the JavaScript asked for before the list's first row had text (the
 * budget's figure), and the times from the Sign in click to that row and to AG Grid's first filled row.
 */
export async function benchWeb(): Promise<void> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 3171);
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/serve-test.js'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_PG_PORT: process.env.BENCH_WEB_PG_PORT ?? String(port + 1), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`${baseURL}/api/health`, server);
    const index = await fetch(`${baseURL}/login`);
    if (!(await index.text()).includes('/assets/')) throw new Error('The server has no web build: run npm run build:web first');
    await measure(baseURL);
  } finally {
    await stopServer(server);
  }
}

async function measure(baseURL: string): Promise<void> {
  // The e2e journeys' Chromium and flags (tests/e2e/chromium.json).
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'tests/e2e/chromium.json'), 'utf8')) as { executablePath: string; args: string[] };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? launch.executablePath, headless: true, args: launch.args });
  try {
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    let phase: Transfer[] = [];
    const pending: Promise<void>[] = [];
    const record = (req: Request) =>
      pending.push(
        (async () => {
          const res = await req.response();
          const sizes = await req.sizes();
          phase.push({ url: req.url(), type: req.resourceType(), encoding: (await res?.headerValue('content-encoding')) ?? '', bytes: sizes.responseBodySize });
        })(),
      );
    page.on('requestfinished', record);
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending.splice(0));
      const done = phase;
      phase = [];
      return done;
    };

    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    const signInPage = await settle();
    await watchFirstFilledRow(page);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const first = await firstFilledRow(page);
    const toFirstRow = first.at - first.clickedAt;
    await firstFilledGridRow(page);
    const toGrid = performance.now() - t0;
    const listPath = new URL(page.url()).pathname;
    const listScreen = await settle();
    report({ signInPage, listScreen, listPath, toFirstRow, toGrid, jsBeforeFirstRow: first.jsBytes, errors });
  } finally {
    await browser.close();
  }
}

/**
 * Marks, in the page's own clock, the first moment a list's row has text: DataGrid's plain rows
 * (role cell) or AG Grid's (role gridcell), not a loading row. A MutationObserver runs before the
 * browser paints, so the mark precedes whatever the page asks for after that paint.
 */
async function watchFirstFilledRow(page: Page): Promise<void> {
  // In the page's language (the bench compiles without the DOM's types).
  await page.evaluate(`(() => {
    document.addEventListener('click', () => (window.signInClickAt ??= performance.now()), { capture: true, once: true });
    const filled = () =>
      [...document.querySelectorAll('[role="region"] [role="cell"], [role="region"] [role="gridcell"]')].some((c) => /\\S/.test(c.textContent ?? ''));
    new MutationObserver((_, observer) => {
      if (!filled()) return;
      window.firstFilledRowAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

/** When the first filled row appeared, and the compressed JavaScript whose request started before it (Resource Timing, same origin). */
async function firstFilledRow(page: Page): Promise<{ clickedAt: number; at: number; jsBytes: number }> {
  await page.waitForFunction(() => (globalThis as { firstFilledRowAt?: number }).firstFilledRowAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate<{ clickedAt: number; at: number; jsBytes: number }>(`(() => {
    const at = window.firstFilledRowAt;
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < at && new URL(e.name).pathname.endsWith('.js'));
    return { clickedAt: window.signInClickAt, at, jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0) };
  })()`);
}

/** An AG Grid row with text in its cells (not its loading row): the grid itself has arrived. */
async function firstFilledGridRow(page: Page): Promise<void> {
  await page.locator('.ag-center-cols-container .ag-row .ag-cell').filter({ hasText: /\S/ }).first().waitFor({ timeout: 60_000 });
}

function report(r: {
  signInPage: Transfer[];
  listScreen: Transfer[];
  listPath: string;
  toFirstRow: number;
  toGrid: number;
  jsBeforeFirstRow: number;
  errors: string[];
}): void {
  const js = (t: Transfer[]) => t.filter((x) => x.type === 'script');
  const sum = (t: Transfer[]) => t.reduce((n, x) => n + x.bytes, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const all = [...r.signInPage, ...r.listScreen];
  const jsBytes = r.jsBeforeFirstRow;
  const cpus = os.cpus();
  const out = (l = '') => process.stdout.write(`${l}\n`);
  out();
  out(
    `Web first screen benchmark ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, cold cache, 127.0.0.1`,
  );
  out();
  out('| what | scripts | JS over the wire | all bytes over the wire | requests |');
  out('| --- | ---: | ---: | ---: | ---: |');
  for (const [what, t] of [
    ['sign-in page (/login)', r.signInPage],
    [`first list screen (${r.listPath}) after sign-in`, r.listScreen],
    ['both', all],
  ] as const)
    out(`| ${what} | ${js(t).length} | ${kb(sum(js(t)))} | ${kb(sum(t))} | ${t.length} |`);
  out();
  out(
    `JavaScript to the first filled list (asked for before its first row had text, sign-in page included): ${kb(jsBytes)} (budget ${kb(BUDGET_JS_BYTES)}: ${jsBytes <= BUDGET_JS_BYTES ? '✔' : '✘'}); ` +
      `with AG Grid, asked for after: ${kb(sum(js(all)))}.`,
  );
  out(`Sign in click to the first filled row: ${Math.round(r.toFirstRow)} ms; to AG Grid's first filled row: ${Math.round(r.toGrid)} ms.`);
  const plain = js(all).filter((x) => !x.encoding);
  out(
    `Scripts by encoding: ${[...new Set(js(all).map((x) => x.encoding || 'none'))].map((e) => `${e} ${js(all).filter((x) => (x.encoding || 'none') === e).length}`).join(', ')}` +
      `${plain.length ? ` (uncompressed: ${plain.length} of ${kb(sum(plain))}, the largest ${[...plain].sort((a, b) => b.bytes - a.bytes)[0]!.bytes} B)` : ''}.`,
  );
  out(
    `Largest scripts: ${[...js(all)]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((x) => `${path.basename(x.url)} ${kb(x.bytes)}`)
      .join(', ')}.`,
  );
  if (r.errors.length) out(`Console errors: ${r.errors.join(' | ')}`);
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`scripts/serve-test.js exited with ${server.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** SIGTERM: serve-test.js stops the app and drops its database. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
}
