import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import type { GoodsSalesReportFigures, SalesReportFilter } from '@intermission/contracts';
import { averagePrice, goodsGross, goodsQuantityTotal, type KitAllocation, tenderTotals } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { periodOf } from '../kit-sales/kit-sales.service';
import { SalesReportScopeService } from '../kit-sales/sales-report-scope.service';
import { SalesReportsRepository } from '../kit-sales/sales-reports.repository';

/**
 * The goods sales report (docs/reports.md "Goods sales report"): the goods the kits consumed, each
 * good's gross its share of its kits' gross (largest remainder, exact to the cent).
 */
@Injectable()
export class GoodsSalesService {
  constructor(
    private readonly scopes: SalesReportScopeService,
    private readonly reports: SalesReportsRepository,
  ) {}

  async report(actor: CurrentUser, f: SalesReportFilter): Promise<GoodsSalesReportFigures> {
    const scope = await this.scopes.ofFilter(actor, f);
    const [kits, goods, payments, asOf] = await Promise.all([
      this.reports.kitSums(scope),
      this.reports.kitGoodSums(scope),
      this.reports.paymentSums(scope),
      this.reports.asOf(),
    ]);
    // One allocation per kit and venue rate: its gross over all its prices.
    const allocations = new Map<string, KitAllocation & { Goods: { GoodId: number; Qty: string; Price: string }[] }>();
    const key = (kitId: number, rate: string) => `${kitId}|${new Decimal(rate).toFixed()}`;
    for (const k of kits) {
      const a = allocations.get(key(k.KitId, k.TaxRate)) ?? { Gross: new Decimal(0), Goods: [] };
      allocations.set(key(k.KitId, k.TaxRate), { ...a, Gross: new Decimal(a.Gross).plus(k.Gross) });
    }
    const goodInfo = new Map<string, { GoodId: number; GoodName: string; TaxRate: string; Quantity: Decimal }>();
    // The good's key carries the venue rate: a good sold at venues of different rates has a row per rate.
    const goodKey = (goodId: number, rate: string) => `${goodId}|${new Decimal(rate).toFixed()}`;
    for (const g of goods) {
      allocations.get(key(g.KitId, g.TaxRate))?.Goods.push({ GoodId: g.GoodId, Qty: g.Qty, Price: g.Price });
      const gk = goodKey(g.GoodId, g.TaxRate);
      const info = goodInfo.get(gk) ?? { GoodId: g.GoodId, GoodName: g.GoodName, TaxRate: g.Taxable ? g.TaxRate : '0', Quantity: new Decimal(0) };
      goodInfo.set(gk, { ...info, Quantity: info.Quantity.plus(g.Qty) });
    }
    // Allocate per rate group so a good's shares stay with its rate.
    const byRate = new Map<string, KitAllocation[]>();
    for (const [k, a] of allocations) {
      const rate = k.split('|')[1]!;
      byRate.set(rate, [...(byRate.get(rate) ?? []), a]);
    }
    const gross = new Map<string, Decimal>();
    let unallocated = new Decimal(0);
    for (const [rate, list] of byRate) {
      const r = goodsGross(list);
      unallocated = unallocated.plus(r.unallocated);
      for (const [goodId, share] of r.byGood) gross.set(goodKey(goodId, rate), share);
    }
    const rows = [...goodInfo.entries()]
      .map(([gk, g]) => {
        const gs = gross.get(gk) ?? new Decimal(0);
        return {
          GoodId: g.GoodId,
          GoodName: g.GoodName,
          Quantity: g.Quantity.toFixed(),
          SalePrice: averagePrice(gs, g.Quantity),
          GrossSales: gs.toFixed(2),
          TaxRate: new Decimal(g.TaxRate).toFixed(),
        };
      })
      .sort((a, b) => a.GoodName.localeCompare(b.GoodName) || a.GoodId - b.GoodId || Number(a.TaxRate) - Number(b.TaxRate));
    const totalGross = rows.reduce((acc, r) => acc.plus(r.GrossSales), new Decimal(0));
    return {
      GoodsSummaryReportData: rows,
      // No quantity across goods: each is counted in units of its own (docs/reports.md "Goods sales report").
      Totals: { Quantity: goodsQuantityTotal(rows), GrossSales: totalGross.toFixed(2) },
      UnallocatedGrossSales: unallocated.toFixed(2),
      ...tenderTotals(payments.payments, payments.discount),
      ...periodOf(scope),
      AsOf: asOf,
    };
  }
}
