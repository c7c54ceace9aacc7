/**
 * MM/dd/yyyy h:mm tt (spec document 1 §9, document 3 §9): in the venue's IANA time zone when the
 * screen is about one venue (Venue.TimeZone, docs/decisions.md "Venue days"), else the browser's.
 */
export function formatDateTime(iso: string | Date, timeZone?: string): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone });
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${date} ${time}`;
}
