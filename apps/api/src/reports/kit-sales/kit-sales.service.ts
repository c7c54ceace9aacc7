import { Injectable } from '@nestjs/common';
import { type KitSalesReportFigures, type SalesReportFilter } from '@intermission/contracts';
import { kitSalesRow, kitSalesTotals, tenderTotals } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { type XlsxColumn, dayCell, reportWorkbook } from '../files/xlsx';
import { SalesReportScopeService, type SalesScope } from './sales-report-scope.service';
import { SalesReportsRepository } from './sales-reports.repository';

type Row = KitSalesReportFigures['SalesSummaryData'][number];

/** The scope's period and zone as the answers carry them: one venue's zone, else null (several). */
export function periodOf(scope: SalesScope) {
  const from = scope.venues.reduce((m, v) => (v.From < m ? v.From : m), scope.venues[0]?.From ?? new Date(0));
  const to = scope.venues.reduce((m, v) => (v.To > m ? v.To : m), scope.venues[0]?.To ?? new Date(0));
  return { From: from.toISOString(), To: to.toISOString(), TimeZone: scope.venues.length === 1 ? scope.venues[0]!.TimeZone : null };
}

/** The kit sales report (docs/reports.md "Kit sales report"): rows and totals from the sales projection, and its xlsx. */
@Injectable()
export class KitSalesService {
  constructor(
    private readonly scopes: SalesReportScopeService,
    private readonly reports: SalesReportsRepository,
  ) {}

  async report(actor: CurrentUser, f: SalesReportFilter): Promise<KitSalesReportFigures> {
    return this.run(await this.scopes.ofFilter(actor, f));
  }

  async run(scope: SalesScope): Promise<KitSalesReportFigures> {
    const [sums, payments, asOf] = await Promise.all([this.reports.kitSums(scope), this.reports.paymentSums(scope), this.reports.asOf()]);
    const rows = sums.map((s) => ({
      KitId: s.KitId,
      KitName: s.KitName,
      SalePrice: s.SalePrice,
      ...kitSalesRow({ Quantity: s.Quantity, Gross: s.Gross, Taxable: s.Taxable, Cogs: s.Cogs, TaxRate: s.TaxRate }),
    }));
    return { SalesSummaryData: rows, Totals: kitSalesTotals(rows), ...tenderTotals(payments.payments, payments.discount), ...periodOf(scope), AsOf: asOf };
  }

  /** kitsalesreport.xlsx: the header, the filter, the rows, the Total row and the tender totals. */
  async excel(actor: CurrentUser, f: SalesReportFilter): Promise<Buffer> {
    const scope = await this.scopes.ofFilter(actor, f);
    const report = await this.run(scope);
    const columns: XlsxColumn<Row>[] = [
      { header: 'Kit', kind: 'text', value: (r) => r.KitName, width: 32 },
      { header: 'Quantity', kind: 'quantity', value: (r) => r.Quantity },
      { header: 'Sale Price', kind: 'money', value: (r) => r.SalePrice },
      { header: 'Gross Sales', kind: 'money', value: (r) => r.GrossSales },
      { header: 'Taxable Amount', kind: 'money', value: (r) => r.TaxableAmt, width: 16 },
      { header: 'Tax Rate', kind: 'percent', value: (r) => r.TaxRate },
      { header: 'Tax Amount', kind: 'money', value: (r) => r.TaxAmount },
      { header: 'COGs', kind: 'money', value: (r) => r.COGs },
    ];
    const t = report.Totals;
    return reportWorkbook({
      title: 'Kit Sales Report',
      operator: await this.scopes.operator(actor),
      runAt: new Date(),
      timeZone: report.TimeZone ?? 'UTC',
      filter: [
        ['From Date', dayCell(f.FromDate), 'date'],
        ['To Date', dayCell(f.ToDate), 'date'],
        ['Time From', timeText(f.FromTime)],
        ['Time To', timeText(f.ToTime)],
        ['Venue', scope.names.Venue ?? (scope.venues.length === 1 ? scope.venues[0]!.Name : 'All venues')],
        ['Theatre', scope.names.Theatre ?? 'All'],
        ['Sales Location', scope.names.SalesLocation ?? 'All'],
        ['Show Event', scope.names.ShowEvent ?? 'All'],
      ],
      columns,
      rows: report.SalesSummaryData,
      totals: { Quantity: t.Quantity, 'Gross Sales': t.GrossSales, 'Taxable Amount': t.TaxableAmt, 'Tax Amount': t.TaxAmount, COGs: t.COGs },
      summary: [
        ['Cash Total', report.CashTotal, 'money'],
        ['Credit Total', report.CreditTotal, 'money'],
        ['Voucher Total', report.VoucherTotal, 'money'],
        ['Pre-Order Total', report.PreOrderTotal, 'money'],
        ['Tab Total', report.TabTotal, 'money'],
        ['Discount Amount', report.DiscountAmount, 'money'],
      ],
    });
  }
}

/** 'HH:mm' as h:mm tt (document 2 §9). */
export function timeText(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
