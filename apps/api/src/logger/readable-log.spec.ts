import { readableLine, wantsReadableLogs } from './readable-log';

describe('readable logs', () => {
  const time = new Date(2026, 10, 25, 12, 4, 31).getTime();

  it('writes a request as one short line', () => {
    const json = JSON.stringify({
      level: 30,
      time,
      req: { method: 'GET', url: '/api/v1/goods', headers: { a: 'b'.repeat(2000) } },
      res: { statusCode: 200 },
      responseTime: 12,
    });
    expect(readableLine(json)).toBe('12:04:31 INFO  GET /api/v1/goods 200 12 ms');
  });

  it('writes a message with its context and an error with its stack', () => {
    expect(readableLine(JSON.stringify({ level: 40, time, context: 'Projections', msg: 'caught up' }))).toBe('12:04:31 WARN  Projections caught up');
    expect(readableLine(JSON.stringify({ level: 50, time, msg: 'boom', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe(
      '12:04:31 ERROR boom\nError: boom\n    at x',
    );
  });

  it("leaves out Nest's start-up listings unless asked", () => {
    const route = JSON.stringify({ level: 30, time, context: 'RouterExplorer', msg: 'Mapped {/api/v1/goods, GET} route' });
    expect(readableLine(route)).toBeUndefined();
    expect(readableLine(route, true)).toBe('12:04:31 INFO  RouterExplorer Mapped {/api/v1/goods, GET} route');
  });

  it('is readable at a terminal, JSON otherwise or when LOG_FORMAT=json', () => {
    expect(wantsReadableLogs({}, true)).toBe(true);
    expect(wantsReadableLogs({}, false)).toBe(false);
    expect(wantsReadableLogs({ LOG_FORMAT: 'json' }, true)).toBe(false);
    expect(wantsReadableLogs({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
  });
});
