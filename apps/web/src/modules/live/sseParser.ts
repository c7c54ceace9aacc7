/** One server-sent event as the feed sends it: its `event` name, `id` and `data` text. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Parses a text/event-stream incrementally (the WHATWG rules the feed uses: `field: value` lines, an event
 * ends at a blank line, `data` lines joined by newlines, comments (`:`) ignored, CRLF or LF).
 * `push` takes the next chunk of text and answers the events it completed.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let id: string | undefined;
  let data: string[] = [];
  const line = (l: string, out: SseEvent[]) => {
    if (l === '') {
      if (data.length) out.push({ event: event || 'message', id, data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (l.startsWith(':')) return;
    const colon = l.indexOf(':');
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? '' : l.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };
  return {
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const out: SseEvent[] = [];
      let cut: number;
      while ((cut = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const crlf = buffer[cut] === '\r' && buffer[cut + 1] === '\n';
        // A lone \r at the end may be half of a \r\n still on its way.
        if (buffer[cut] === '\r' && cut === buffer.length - 1) break;
        line(buffer.slice(0, cut), out);
        buffer = buffer.slice(cut + (crlf ? 2 : 1));
      }
      return out;
    },
  };
}
