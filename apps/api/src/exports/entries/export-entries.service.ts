import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { isDay } from '@intermission/contracts';
import {
  type ExportEntity,
  ExportableTransferTypes,
  type KitDayFacts,
  type KitRevenueShare,
  type VenueDaySalesFacts,
  billEntities,
  transactionEntities,
  transferEntities,
  venueDayKey,
  ExportAccounts,
} from '@intermission/domain';
import { DepositFactsRepository } from '../../deposits/deposit-facts.repository';
import type { ExportEntityScope, ExportEntitySource } from '../export-ports';
import type { AccountBook } from './account-book';
import { ExportFactsRepository } from './export-facts.repository';

/** A venue day's facts as they are gathered (mutable; the builder takes VenueDaySalesFacts). */
interface VenueDay {
  VenueId: number;
  VenueName: string;
  Day: string;
  TaxRate: string;
  Kits: KitDayFacts[];
  KitRevenue: Map<number, KitRevenueShare[]>;
  Payments: { PaymentMethodId: number; Total: string; Tip: string }[];
  OverShort: Map<number, Decimal>;
  PettyCash: { Account: string; Reason: string; Amount: string }[];
}

/** Both days YYYY-MM-DD, the first not after the second (the runs' zod checks them first: this guards the seam). */
function assertRange(fromDate: string, toDate: string) {
  if (!isDay(fromDate) || !isDay(toDate) || fromDate > toDate) throw new RangeError(`Not a range of days: ${fromDate}..${toDate}`);
}

/**
 * The entities an export sends (docs/exports.md "Account mapping"): the ledger's facts for a type
 * and a range of venue days, through the pure builders of libs/domain/src/exports. Balanced, ordered
 * by date then key.
 */
@Injectable()
export class ExportEntriesService implements ExportEntitySource {
  constructor(
    private readonly facts: ExportFactsRepository,
    private readonly deposits: DepositFactsRepository,
  ) {}

  async entities(exportTypeId: 1 | 2 | 3, fromDate: string, toDate: string, scope?: ExportEntityScope): Promise<ExportEntity[]> {
    assertRange(fromDate, toDate);
    const book = await this.facts.accountBook();
    if (exportTypeId === 1) return transferEntities(await this.facts.transfers(ExportableTransferTypes, fromDate, toDate, book, scope?.Ids));
    if (exportTypeId === 3) return billEntities(await this.facts.bills(fromDate, toDate, book, scope?.Ids));
    return transactionEntities(await this.venueDays(fromDate, toDate, book, scope?.VenueIds));
  }

  /** Transactions are stamped by venue day (ExportFactsRepository.salesStamps); Transfers and Bills are read by id, not stamped. */
  async stamps(exportTypeId: 1 | 2 | 3, fromDate: string, toDate: string, venueIds?: readonly number[]): Promise<Map<string, string>> {
    assertRange(fromDate, toDate);
    if (exportTypeId !== 2) return new Map();
    return new Map((await this.facts.salesStamps(fromDate, toDate, venueIds)).map((s) => [venueDayKey(s.VenueId, s.Day), s.Stamp]));
  }

  /**
   * The petty cash withdrawals each Transactions entity of the range carries, by entity Key
   * ('sales:<VenueId>:<YYYY-MM-DD>'): the runs set their ExportId when the entity is exported.
   */
  async withdrawalsByEntity(fromDate: string, toDate: string): Promise<Map<string, number[]>> {
    assertRange(fromDate, toDate);
    const byKey = new Map<string, number[]>();
    for (const w of await this.facts.withdrawals(fromDate, toDate)) {
      const key = venueDayKey(w.VenueId, w.Day);
      (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(w.Id);
    }
    return byKey;
  }

  /** The facts of each venue day with a sale, a show event's count or a withdrawal (of these venues only, given). */
  async venueDays(fromDate: string, toDate: string, book: AccountBook, venues?: readonly number[]): Promise<VenueDaySalesFacts[]> {
    const s = await this.facts.sales(fromDate, toDate, venues);
    const figures = await this.deposits.figuresOf(s.showEvents.map((e) => e.Id));
    const days = new Map<string, VenueDay>();
    const at = (venueId: number, day: string) => {
      const key = `${venueId}:${day}`;
      let d = days.get(key);
      if (!d) {
        const venue = s.venues.get(venueId);
        d = {
          VenueId: venueId,
          VenueName: venue?.VenueName ?? `Venue ${venueId}`,
          Day: day,
          TaxRate: venue?.Rate ?? '0',
          Kits: [],
          KitRevenue: new Map(),
          Payments: [],
          OverShort: new Map(),
          PettyCash: [],
        };
        days.set(key, d);
      }
      return d;
    };
    for (const k of s.kits) at(k.VenueId, k.Day).Kits.push(k);
    for (const g of s.goods) {
      const d = at(g.VenueId, g.Day);
      const shares = d.KitRevenue.get(g.KitId) ?? d.KitRevenue.set(g.KitId, []).get(g.KitId)!;
      const account = book.account(g.RevenueTypeId, ExportAccounts.UnassignedRevenue);
      const same = shares.find((x) => x.RevenueAccount === account);
      if (same) same.Weight = new Decimal(same.Weight).plus(g.Weight);
      else shares.push({ RevenueAccount: account, Weight: g.Weight });
    }
    // A kit sold that day whose goods left no sale_good_rows (untracked goods): its catalogue goods' revenue accounts.
    const catalogue = new Map<number, KitRevenueShare[]>();
    for (const g of s.catalogue) {
      const shares = catalogue.get(g.KitId) ?? catalogue.set(g.KitId, []).get(g.KitId)!;
      shares.push({ RevenueAccount: book.account(g.RevenueTypeId, ExportAccounts.UnassignedRevenue), Weight: g.Weight });
    }
    for (const d of days.values())
      for (const k of d.Kits) if (!d.KitRevenue.has(k.KitId) && catalogue.has(k.KitId)) d.KitRevenue.set(k.KitId, catalogue.get(k.KitId)!);
    for (const p of s.payments) at(p.VenueId, p.Day).Payments.push(p);
    for (const e of s.showEvents) {
      const f = figures.get(e.Id);
      if (!f) continue;
      const d = at(e.VenueId, e.Day);
      for (const t of f.Details) d.OverShort.set(t.PaymentMethodId, (d.OverShort.get(t.PaymentMethodId) ?? new Decimal(0)).plus(t.Amount).minus(t.SalesAmount));
    }
    for (const w of s.pettyCash)
      at(w.VenueId, w.Day).PettyCash.push({ Account: book.reasonAccount(w.ReasonId), Reason: book.name(w.ReasonId), Amount: w.Amount });
    return [...days.values()].map((d) => ({
      ...d,
      OverShort: [...d.OverShort].map(([PaymentMethodId, Amount]) => ({ PaymentMethodId, Amount: Amount.toFixed(2) })),
    }));
  }
}
