import { Writable } from 'node:stream';

// Logs as a person at a terminal reads them: one short line per event ("12:04:31 INFO  Projections
// projection stock v1 caught up"), one per request ("GET /api/v1/goods 200 12 ms"), and the start-up
// chatter (module and route listings) left out. JSON (one object a line) when the output is not a
// terminal, or when LOG_FORMAT=json: that is what log collectors read.

const levels: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** Nest's start-up listings: a line per module and per route (some 290), useful only when debugging. */
const chatter = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

interface LogLine {
  level: number;
  time: number;
  context?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

/** The line a person reads for one JSON log line, or undefined to leave it out. */
export function readableLine(json: string, showChatter = false): string | undefined {
  let l: LogLine;
  try {
    l = JSON.parse(json) as LogLine;
  } catch {
    return json;
  }
  if (!showChatter && l.context && chatter.has(l.context)) return undefined;
  const time = new Date(l.time).toTimeString().slice(0, 8);
  const level = levels[l.level] ?? String(l.level);
  if (l.req && l.res) return `${time} ${level} ${l.req.method} ${l.req.url} ${l.res.statusCode} ${l.responseTime ?? '?'} ms`;
  const context = l.context ? `${l.context} ` : '';
  const error = l.err?.stack ? `\n${l.err.stack}` : '';
  return `${time} ${level} ${context}${l.msg ?? ''}${error}`;
}

/** The stream pino writes to at a terminal: each JSON line turned into its readable line. */
export function readableStream(out: NodeJS.WritableStream = process.stdout, showChatter = false): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = readableLine(pending.slice(0, nl), showChatter);
        pending = pending.slice(nl + 1);
        if (line !== undefined) out.write(`${line}\n`);
      }
      done();
    },
  });
}

/** Readable lines at a terminal unless LOG_FORMAT=json; JSON otherwise. */
export function wantsReadableLogs(env: NodeJS.ProcessEnv = process.env, isTty = !!process.stdout.isTTY): boolean {
  if (env.LOG_FORMAT === 'json') return false;
  if (env.LOG_FORMAT === 'pretty') return true;
  return isTty;
}
