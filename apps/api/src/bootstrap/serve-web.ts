import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Hashed file names never change content: browsers keep them a year without asking again. */
export const ImmutableCacheControl = 'public, max-age=31536000, immutable';

/** The encodings the web build writes beside each asset (apps/web/scripts/precompress.mjs), best first. */
const encodings = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

/**
 * The built web app at /: the hashed assets (dist/assets) pre-compressed and immutable, the other
 * public files cached an hour, and index.html (with the client secret written into it) for every
 * path that is not a file nor the API, never cached.
 */
export function serveWeb(server: express.Express, dist: string, authClientSecret: string): void {
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace('__AUTH_CLIENT_SECRET__', escapeAttribute(authClientSecret));
  server.use('/assets', servePrecompressed(path.join(dist, 'assets')));
  server.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', ImmutableCacheControl),
    }),
  );
  server.use(express.static(dist, { index: false, maxAge: '1h', immutable: false }));
  server.get(/^(?!\/api(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    if (path.extname(req.path)) return next();
    res.type('html').setHeader('Cache-Control', 'no-cache').send(index);
  });
}

/** An asset's .br or .gz copy, as the request's Accept-Encoding prefers, with the asset's own type. */
function servePrecompressed(dir: string) {
  // Known at start-up (the build does not change under a running server): no path from a request reaches the disk.
  const copies = new Map<string, string[]>();
  if (fs.existsSync(dir))
    for (const name of fs.readdirSync(dir)) {
      const found = encodings.filter((e) => fs.existsSync(path.join(dir, name + e.ext))).map((e) => e.name);
      if (found.length && !encodings.some((e) => name.endsWith(e.ext))) copies.set(name, found);
    }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    const available = copies.get(name);
    if (!available) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    // Ours first (brotli is the smaller), among those the request accepts.
    const encoding = encodings.find((e) => available.includes(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', ImmutableCacheControl);
    res.sendFile(path.join(dir, name + encoding.ext), { cacheControl: false, dotfiles: 'deny' }, (err) => err && next(err));
  };
}

function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
