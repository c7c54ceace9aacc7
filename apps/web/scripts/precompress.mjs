// After `vite build`: a brotli (.br) and a gzip (.gz) copy of each hashed asset the browser fetches
// as text (dist/assets), made once here so the API serves them with Content-Encoding and never
// compresses per request (apps/api/src/bootstrap/serve-web.ts). A copy no smaller than its file is not kept.
// The build's directory is apps/web/dist unless given (node scripts/precompress.mjs <dist>).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const assets = path.join(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'), 'assets');
const compressible = /\.(js|css|svg|json|txt|html|map)$/;
let plain = 0;
let br = 0;
let gz = 0;
for (const name of fs.readdirSync(assets)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assets, name);
  const body = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  plain += body.length;
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  br += Math.min(brotli.length, body.length);
  gz += Math.min(gzip.length, body.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`precompressed dist/assets: ${kb(plain)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
