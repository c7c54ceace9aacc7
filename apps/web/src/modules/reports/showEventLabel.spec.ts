import { showEventLabel } from './api';

// A show event's choice in the report filter reads at the show's venue whatever zone the browser
// runs in (issue 12 point 8): the answer's TimeZone decides. The instants are on 3 May in UTC (jest
// runs in UTC here), the evening of 2 May at the venues.
const label = (Start: string, End: string, TimeZone: string) => showEventLabel({ ShowEventId: 1, Start, End, TimeZone }).replace(/\s/g, ' ');

describe('showEventLabel at the venue', () => {
  it('shows a New York evening show on its New York day, the end as a time on the same day', () => {
    expect(label('2026-05-03T00:00:00.000Z', '2026-05-03T02:30:00.000Z', 'America/New_York')).toBe('05/02/2026 8:00 PM – 10:30 PM');
  });

  it('shows a Los Angeles late show with its end on the next day in full', () => {
    expect(label('2026-05-03T05:00:00.000Z', '2026-05-03T07:30:00.000Z', 'America/Los_Angeles')).toBe('05/02/2026 10:00 PM – 05/03/2026 12:30 AM');
  });
});
