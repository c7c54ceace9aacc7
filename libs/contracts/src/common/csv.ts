/**
 * A text that a spreadsheet would run as a formula (starting =, +, @, a tab, a carriage return, or
 * - when it is not a number) gets a leading ' so it is only shown.
 */
export function escapeCsvFormula(text: string): string {
  return /^([=+@\t\r]|-(?!\$?[\d,]*\.?\d+$))/.test(text) ? `'${text}` : text;
}

/** One field per RFC 4180: always in double quotes, a quote inside doubled; formulas escaped. */
const csvField = (v: string | number | null | undefined) => `"${escapeCsvFormula(v === null || v === undefined ? '' : String(v)).replace(/"/g, '""')}"`;

/** The one CSV writer (server files and browser exports): every field quoted, CRLF after every line. */
export function toCsv(lines: readonly (readonly (string | number | null | undefined)[])[]): string {
  return lines.map((l) => l.map(csvField).join(',') + '\r\n').join('');
}
