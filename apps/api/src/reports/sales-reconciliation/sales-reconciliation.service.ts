import { ForbiddenException, Injectable } from '@nestjs/common';
import { type SalesReconciliationReportFigures, type SalesReconciliationRequest, toCsv } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { NotFoundError, reconciliationRow, reconciliationTotals } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { InjectDb } from '../../database/database.module';
import { dayCell, reportWorkbook, type XlsxColumn, type XlsxKind } from '../files/xlsx';
import { holds } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';
import { NotYourVenue } from '../show-events/show-events.controller';
import { ShowEventsRepository } from '../show-events/show-events.repository';
import { SalesReconciliationRepository } from './sales-reconciliation.repository';

export const ReconciliationTitle = 'Sales Reconciliation Report';
export const ReconciliationFiles = { xlsx: 'salesreconciliationreport.xlsx', csv: 'salesreconciliationreport.csv' } as const;

type Row = SalesReconciliationReportFigures['Rows'][number];
type Figures = SalesReconciliationReportFigures['Totals'];

/** The file columns: the row's names, then its figures in the grid's order. */
const keyColumns: { header: string; kind: XlsxKind; value: (r: Row) => string | Date | null; csv: (r: Row) => string }[] = [
  { header: 'Venue', kind: 'text', value: (r) => r.VenueName, csv: (r) => r.VenueName },
  { header: 'Day', kind: 'date', value: (r) => dayCell(r.Day), csv: (r) => `${r.Day.slice(5, 7)}/${r.Day.slice(8, 10)}/${r.Day.slice(0, 4)}` },
  { header: 'Show Event', kind: 'text', value: (r) => r.ShowName ?? 'No show event', csv: (r) => r.ShowName ?? 'No show event' },
  { header: 'Theatre', kind: 'text', value: (r) => r.TheatreName, csv: (r) => r.TheatreName ?? '' },
  {
    header: 'Start',
    kind: 'datetime',
    value: (r) => (r.Start ? new Date(r.Start) : null),
    csv: (r) => (r.Start ? timeAt(r.Start, r.TimeZone) : ''),
  },
];
export const FigureColumns: [header: string, key: keyof Figures][] = [
  ['Sales', 'SalesCount'],
  ['Gross Sales', 'GrossSales'],
  ['Refunds', 'Refunds'],
  ['Discounts', 'Discounts'],
  ['Net Sales', 'NetSales'],
  ['Cash', 'Cash'],
  ['Visa/MasterCard', 'VisaMasterCard'],
  ['Amex', 'Amex'],
  ['Other Credit Card', 'OtherCreditCard'],
  ['Voucher', 'Voucher'],
  ['Tab', 'Tab'],
  ['Pre-order', 'Preorder'],
  ['Paid', 'Paid'],
  ['Unpaid', 'Unpaid'],
  ['Tips', 'Tips'],
  ['Deposited', 'Deposited'],
  ['Petty Cash', 'PettyCash'],
  ['Deposit Tips', 'DepositTips'],
  ['Amount To Be Posted', 'AmountToBePosted'],
  ['Difference', 'Difference'],
];

/** 'MM/dd/yyyy h:mm tt' at the venue (document 2 §9). */
function timeAt(iso: string, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`;
}

/** The sales reconciliation report (docs/reports.md "Sales reconciliation report"): checks, rows, totals, files. */
@Injectable()
export class SalesReconciliationService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly venues: ReportVenues,
    private readonly names: ShowEventsRepository,
    private readonly reports: SalesReconciliationRepository,
  ) {}

  /** The user's venues, once the filter's ids are known (404) and theirs (403). */
  async scope(actor: CurrentUser, b: Pick<SalesReconciliationRequest, 'VenueId' | 'TheatreId' | 'SalesLocationId' | 'ShowEventId'>) {
    const scope = await this.venues.of(actor);
    const named = [
      ['venue', b.VenueId, 'The venue'],
      ['theatre', b.TheatreId, 'The theatre'],
      ['salesLocation', b.SalesLocationId, 'The sales location'],
      ['showEvent', b.ShowEventId, 'The show event'],
    ] as const;
    for (const [kind, id, label] of named) {
      if (!id) continue;
      const venueId = await this.names.venueOf(kind, id);
      if (venueId === undefined) throw new NotFoundError(label);
      if (!holds(scope, venueId)) throw new ForbiddenException({ Message: NotYourVenue });
    }
    return scope;
  }

  async report(actor: CurrentUser, b: SalesReconciliationRequest): Promise<SalesReconciliationReportFigures> {
    const scope = await this.scope(actor, b);
    const [raw, AsOf] = await Promise.all([this.reports.rows(b, scope), this.reports.asOf()]);
    const Rows = raw.map((r): Row => ({
      VenueId: r.VenueId,
      VenueName: r.VenueName,
      TimeZone: r.TimeZone,
      Day: r.Day,
      ShowEventId: r.ShowEventId,
      ShowName: r.ShowName,
      TheatreName: r.TheatreName,
      Start: r.Start ? new Date(r.Start).toISOString() : null,
      DepositId: r.DepositId,
      PostedAt: r.PostedAt ? new Date(r.PostedAt).toISOString() : null,
      ...reconciliationRow(r),
    }));
    return {
      FromDate: b.FromDate,
      ToDate: b.ToDate,
      VenueId: b.VenueId ?? null,
      TheatreId: b.TheatreId ?? null,
      SalesLocationId: b.SalesLocationId ?? null,
      ShowEventId: b.ShowEventId ?? null,
      AsOf,
      Rows,
      Totals: reconciliationTotals(Rows as Parameters<typeof reconciliationTotals>[0]),
    };
  }

  /** The names the filter lines of a file show. */
  private async filterNames(b: SalesReconciliationRequest) {
    const one = async (q: Promise<{ Name: string } | undefined>) => (await q)?.Name ?? null;
    return {
      Venue: b.VenueId ? await one(this.db.selectFrom('app.venues').select('Name').where('Id', '=', b.VenueId).executeTakeFirst()) : null,
      Theatre: b.TheatreId ? await one(this.db.selectFrom('app.theatres').select('Name').where('Id', '=', b.TheatreId).executeTakeFirst()) : null,
      SalesLocation: b.SalesLocationId
        ? await one(this.db.selectFrom('app.sales_locations').select('Name').where('Id', '=', b.SalesLocationId).executeTakeFirst())
        : null,
      ShowEvent: b.ShowEventId
        ? await one(
            this.db
              .selectFrom('app.show_events as se')
              .innerJoin('app.shows as sh', 'sh.Id', 'se.ShowId')
              .select('sh.Name')
              .where('se.Id', '=', b.ShowEventId)
              .executeTakeFirst(),
          )
        : null,
    };
  }

  private async operator(actor: CurrentUser): Promise<string> {
    const u = await this.db.selectFrom('app.users').select(['FirstName', 'LastName']).where('Id', '=', actor.userId).executeTakeFirst();
    return u ? `${u.FirstName} ${u.LastName}`.trim() : `User ${actor.userId}`;
  }

  /** salesreconciliationreport.xlsx: the shared workbook (title, who ran it, the filter, the rows, the Total row). */
  async xlsx(actor: CurrentUser, b: SalesReconciliationRequest): Promise<Buffer> {
    const report = await this.report(actor, b);
    const names = await this.filterNames(b);
    const zones = [...new Set(report.Rows.map((r) => r.TimeZone))];
    const columns: XlsxColumn<Row>[] = [
      ...keyColumns.map((c) => ({ header: c.header, kind: c.kind, value: c.value })),
      ...FigureColumns.map(([header, key]): XlsxColumn<Row> => ({ header, kind: key === 'SalesCount' ? 'quantity' : 'money', value: (r) => r[key] })),
    ];
    return reportWorkbook({
      title: ReconciliationTitle,
      operator: await this.operator(actor),
      runAt: new Date(),
      timeZone: zones.length === 1 ? zones[0]! : 'UTC',
      filter: [
        ['Date From', dayCell(b.FromDate), 'date'],
        ['Date To', dayCell(b.ToDate), 'date'],
        ['Venue', names.Venue ?? 'All venues'],
        ['Theatre', names.Theatre ?? 'All theatres'],
        ['Sales Location', names.SalesLocation ?? 'All sales locations'],
        ['Show Event', names.ShowEvent ?? 'All show events'],
        ['Test theatres', 'Excluded'],
      ],
      columns,
      rows: report.Rows,
      totals: Object.fromEntries(FigureColumns.map(([header, key]) => [header, report.Totals[key]])),
    });
  }

  /** salesreconciliationreport.csv: the header, a line per row, the Total line (the one CSV writer: quoted, formulas escaped). */
  async csv(actor: CurrentUser, b: SalesReconciliationRequest): Promise<string> {
    const report = await this.report(actor, b);
    const money = (v: string | number | null) => (v === null ? '' : String(v));
    return toCsv([
      [...keyColumns.map((c) => c.header), ...FigureColumns.map(([h]) => h)],
      ...report.Rows.map((r) => [...keyColumns.map((c) => c.csv(r)), ...FigureColumns.map(([, k]) => money(r[k]))]),
      ['Total', '', '', '', '', ...FigureColumns.map(([, k]) => money(report.Totals[k]))],
    ]);
  }
}
