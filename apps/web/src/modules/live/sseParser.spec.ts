import { createSseParser } from './sseParser';

describe('the feed’s event-stream parser', () => {
  it('parses named events with ids, across chunk boundaries, ignoring comments', () => {
    const p = createSseParser();
    expect(p.push(': hello\n\nevent: figures\nid: 1:2|3:4\nda')).toEqual([]);
    expect(p.push('ta: {"SaleCount":1}\n')).toEqual([]);
    expect(p.push('\nevent: heartbeat\ndata: {}\n\n')).toEqual([
      { event: 'figures', id: '1:2|3:4', data: '{"SaleCount":1}' },
      { event: 'heartbeat', id: '1:2|3:4', data: '{}' },
    ]);
  });

  it.each([
    { title: 'CRLF line ends', chunks: ['data: a\r\n', '\r\n'], events: [{ event: 'message', data: 'a' }] },
    { title: 'a CRLF split between chunks', chunks: ['data: a\r', '\n\r\n'], events: [{ event: 'message', data: 'a' }] },
    { title: 'several data lines', chunks: ['data: a\ndata: b\n\n'], events: [{ event: 'message', data: 'a\nb' }] },
    { title: 'an event without data', chunks: ['event: x\n\n'], events: [] },
    { title: 'a field without a colon', chunks: ['data\n\n'], events: [{ event: 'message', data: '' }] },
  ])('$title', ({ chunks, events }) => {
    const p = createSseParser();
    const got = chunks.flatMap((c) => p.push(c)).map(({ event, data }) => ({ event, data }));
    expect(got).toEqual(events);
  });
});
