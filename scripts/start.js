#!/usr/bin/env node
// `npm start`: builds what changed, then runs the server in this very process, so the signals a
// terminal or a process manager sends (Ctrl-C, SIGTERM) reach it and it stops cleanly. The server
// build is incremental (tsc -b); the web app is rebuilt only when its sources changed since the last
// build (a hash of them is kept beside the build, in apps/web/dist/.sources).
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'libs/contracts/src',
  'libs/domain/src',
  'package-lock.json',
];
const stamp = path.join(root, 'apps/web/dist/.sources');

function run(args) {
  const status = spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}

/** A hash of every web input's path, size and modification time (fast; a changed file changes it). */
function webSourcesHash() {
  const hash = crypto.createHash('sha256');
  const visit = (rel) => {
    const full = path.join(root, rel);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) for (const name of fs.readdirSync(full).sort()) visit(path.join(rel, name));
    else hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  webInputs.forEach(visit);
  return hash.digest('hex');
}

run(['run', 'build:server']);
const sources = webSourcesHash();
const built = fs.existsSync(path.join(root, 'apps/web/dist/index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sources;
if (built) process.stdout.write('The web app is up to date (no source changed since its build).\n');
else {
  run(['run', 'build:web']);
  fs.writeFileSync(stamp, sources);
}
require(path.join(root, 'apps/api/dist/main.js'));
