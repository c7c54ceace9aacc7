import { formatDateTime } from './formatDateTime';

// A transfer at 8 pm in New York (2026-05-03T00:00Z) reads 8 pm at the venue whatever zone the
// browser runs in (issue 12 point 8): the answer's TimeZone decides, not the runtime's. A fixed
// instant is formatted, so the expectations hold in any runtime zone (jest's is UTC, where the
// zone-less text of the same instant is 3 May).
const at = '2026-05-03T00:00:00.000Z';
const shown = (iso: string, zone?: string) => formatDateTime(iso, zone).replace(/\s/g, ' ');

describe('formatDateTime in the venue’s zone', () => {
  it('shows the venue’s wall clock for a fixed instant', () => {
    expect(shown(at, 'America/New_York')).toBe('05/02/2026 8:00 PM');
    expect(shown(at, 'America/Los_Angeles')).toBe('05/02/2026 5:00 PM');
    expect(shown('2026-05-03T06:50:00Z', 'America/Los_Angeles')).toBe('05/02/2026 11:50 PM');
    expect(shown(at, 'Asia/Tokyo')).toBe('05/03/2026 9:00 AM');
  });

  it('falls back to the runtime’s zone without one', () => {
    const runtime = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(shown(at)).toBe(shown(at, runtime));
  });
});
