/** MM/dd/yyyy h:mm tt in the user's time zone (spec document 1 §9, document 3 §9). */
export function formatDateTime(iso: string | Date): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${date} ${time}`;
}
