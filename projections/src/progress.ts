// A progress bar on stderr: redrawn in place on a terminal, a line every few seconds otherwise,
// with a rate and an ETA (npm run replay and npm run bench -- reports draw it).

const num = (n: number) => Math.round(n).toLocaleString('en-US');

export function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

export interface Progress {
  /** `done` of the total so far; `total` may be corrected on the way. */
  update(done: number, total?: number): void;
  /** Draws the last state and ends the line; answers the elapsed milliseconds. */
  finish(note?: string): number;
}

export function progressBar(label: string, total: number, unit: string, o: { intervalMs?: number } = {}): Progress {
  const tty = process.stderr.isTTY === true;
  const every = o.intervalMs ?? (tty ? 200 : 5000);
  const t0 = performance.now();
  let last = 0;
  let done = 0;
  const line = () => {
    const elapsed = performance.now() - t0;
    const width = 30;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * width);
    const rate = elapsed > 0 ? (done * 1000) / elapsed : 0;
    const eta = rate > 0 && done < total ? ` ETA ${duration(((total - done) / rate) * 1000)}` : '';
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${num(done)}/${num(total)} ${unit} (${Math.floor(ratio * 100)}%) ${num(rate)}/s, ${duration(elapsed)}${eta}`;
  };
  const draw = () => {
    if (tty) process.stderr.write(`\r${line()}\x1b[K`);
    else process.stderr.write(`${line()}\n`);
  };
  return {
    update(n, t) {
      done = n;
      if (t !== undefined) total = t;
      const now = performance.now();
      if (now - last >= every) {
        last = now;
        draw();
      }
    },
    finish(note) {
      draw();
      if (tty) process.stderr.write('\n');
      if (note) process.stderr.write(`${note}\n`);
      return performance.now() - t0;
    },
  };
}
