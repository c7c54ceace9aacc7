import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';

/** Money in a report file: '$1,234.56', negatives in parentheses (document 2 §9). */
export const MoneyFormat = '$#,##0.00;($#,##0.00)';
/** Quantities: thousands separated, up to 4 decimals, no trailing zeros worth showing. */
export const QuantityFormat = '#,##0.####';
/** A percent held as its number (8.875 is 8.875 %). */
export const PercentFormat = '0.00##"%"';
/** Dates and times as the screens show them: MM/dd/yyyy and h:mm tt. */
export const DateFormat = 'mm/dd/yyyy';
export const DateTimeFormat = 'mm/dd/yyyy h:mm AM/PM';

export const XlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxKind = 'text' | 'money' | 'quantity' | 'percent' | 'date' | 'datetime';
/** A cell's value: decimals as their exact text (written as a number), instants as Date (shown at the file's zone). */
export type XlsxValue = string | number | Date | null | undefined;

export interface XlsxColumn<Row> {
  header: string;
  kind: XlsxKind;
  value: (row: Row) => XlsxValue;
  /** Characters; a default per kind. */
  width?: number;
}

export interface XlsxReport<Row> {
  /** The report's name: the first row, and the sheet's name. */
  title: string;
  /** Who ran it (the operator's name) and when. */
  operator: string;
  runAt: Date;
  /** The zone the file's times are written in (the venue's; UTC over several venues). */
  timeZone: string;
  /** The filter as label and value, one line each (a value may be a date or instant). */
  filter: [label: string, value: XlsxValue, kind?: XlsxKind][];
  columns: XlsxColumn<Row>[];
  rows: Row[];
  /** The Total row: a value per column header (the first column reads 'Total' unless given). */
  totals?: Partial<Record<string, XlsxValue>>;
  /** Lines after the table (tender totals and the like): label, value, kind. */
  summary?: [label: string, value: XlsxValue, kind: XlsxKind][];
}

const formats: Record<XlsxKind, string | undefined> = {
  text: undefined,
  money: MoneyFormat,
  quantity: QuantityFormat,
  percent: PercentFormat,
  date: DateFormat,
  datetime: DateTimeFormat,
};
const widths: Record<XlsxKind, number> = { text: 28, money: 14, quantity: 12, percent: 10, date: 12, datetime: 20 };

/**
 * An instant as the wall-clock time of `timeZone`, carried in a Date's UTC fields: xlsx has no
 * zones, exceljs writes a Date's UTC time, so the file shows the venue's time.
 */
export function wallClock(at: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!, at.getUTCMilliseconds()));
}

/** A day 'YYYY-MM-DD' as a date cell (its midnight, zone-free). */
export const dayCell = (day: string): Date => new Date(`${day.slice(0, 10)}T00:00:00Z`);

function cellValue(v: XlsxValue, kind: XlsxKind, timeZone: string): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return kind === 'datetime' ? wallClock(v, timeZone) : v;
  if (kind === 'money' || kind === 'quantity' || kind === 'percent') {
    // Exact decimal text (already rounded by the report) to the number xlsx stores.
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : String(v);
  }
  return v;
}

function put(cell: ExcelJS.Cell, v: XlsxValue, kind: XlsxKind, timeZone: string) {
  cell.value = cellValue(v, kind, timeZone);
  const fmt = formats[kind];
  if (fmt) cell.numFmt = fmt;
}

/**
 * A report as one xlsx sheet (shared by the kit sales and sales reconciliation files): the title,
 * 'Run by' the operator and when, the filter, the header, the rows, a bold Total row, then the
 * summary lines; money as numbers formatted '$#,##0.00;($#,##0.00)'.
 */
export async function reportWorkbook<Row>(r: XlsxReport<Row>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Intermission';
  wb.created = r.runAt;
  const ws = wb.addWorksheet(r.title.slice(0, 31));
  const last = Math.max(r.columns.length, 2);

  ws.addRow([r.title]).font = { bold: true, size: 14 };
  ws.mergeCells(1, 1, 1, last);
  const by = ws.addRow(['Run by', r.operator]);
  put(by.getCell(3), r.runAt, 'datetime', r.timeZone);
  for (const [label, value, kind] of r.filter) {
    const row = ws.addRow([label]);
    row.getCell(1).font = { bold: true };
    put(row.getCell(2), value, kind ?? (value instanceof Date ? 'date' : 'text'), r.timeZone);
  }
  ws.addRow([]);

  const header = ws.addRow(r.columns.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((c) => (c.border = { bottom: { style: 'thin' } }));
  const headerRow = header.number;
  for (const row of r.rows) {
    const line = ws.addRow([]);
    r.columns.forEach((c, i) => put(line.getCell(i + 1), c.value(row), c.kind, r.timeZone));
  }
  if (r.totals) {
    const line = ws.addRow([]);
    r.columns.forEach((c, i) => put(line.getCell(i + 1), r.totals![c.header] ?? (i === 0 ? 'Total' : null), i === 0 ? 'text' : c.kind, r.timeZone));
    line.font = { bold: true };
    line.eachCell((c) => (c.border = { top: { style: 'thin' } }));
  }
  if (r.summary?.length) {
    ws.addRow([]);
    for (const [label, value, kind] of r.summary) {
      const line = ws.addRow([label]);
      line.getCell(1).font = { bold: true };
      put(line.getCell(2), value, kind, r.timeZone);
    }
  }
  r.columns.forEach((c, i) => (ws.getColumn(i + 1).width = c.width ?? widths[c.kind]));
  ws.views = [{ state: 'frozen', ySplit: headerRow }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** `Content-Disposition` of a download named `fileName` (ASCII names only: ours are fixed). */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** A workbook as a route's answer (a Buffer would go out as JSON): with @Header Content-Type and Content-Disposition on the route. */
export const xlsxFile = (body: Buffer) => new StreamableFile(body, { type: XlsxContentType });
