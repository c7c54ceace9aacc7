import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import {
  type OverShortDrillDownRequest,
  type OverShortReportFigures,
  type OverShortRequest,
  type OverShortRowFigures,
  PaymentMethods,
  runtimeTimeZone,
} from '@intermission/contracts';
import { NotFoundError, type OverShortFigures, overShortRow, overShortTotals } from '@intermission/domain';
import { DepositFactsRepository } from '../../deposits/deposit-facts.repository';
import { OverShortRepository, type ReportShowEventRow } from './over-short.repository';
import type { Viewer } from '../../access/venue-access';
import { holds } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';
import { type DrillPart, SalesDrillDownRepository, SettledTenders } from './sales-drill-down.repository';

const methodName = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));
const AllTenders = [1, 2, 3, 4, 5, 6, 8];

/** What each tender's Collected is made of (docs/reports.md): the cash counts, the settlements, or the sales themselves. */
function collected(t: number): DrillPart[] {
  if (t === 1) return [{ kind: 'counts', figure: 'cash' }];
  if (SettledTenders.includes(t)) return [{ kind: 'counts', figure: 'settlement', methods: [t] }];
  return [{ kind: 'sales', methods: [t], sign: 1 }];
}

/** The parts behind a column of the over/short report, so the drill-down's rows add up to the figure. */
export function overShortParts(column: OverShortDrillDownRequest['Column'], tender: number | null): DrillPart[] {
  const tenders = tender === null ? AllTenders : [tender];
  // Vouchers and tabs are collected as sold: their over/short has nothing behind it.
  const counted = tenders.filter((t) => t !== 5 && t !== 6);
  switch (column) {
    case 'Sold':
    case 'SaleAmount':
      return [{ kind: 'sales', methods: tenders, sign: 1 }];
    case 'Collected':
    case 'CollectedAmount':
      return tenders.flatMap(collected);
    case 'OverShort':
      return counted.length ? [...counted.flatMap(collected), { kind: 'sales', methods: counted, sign: -1 }] : [];
    case 'StartCashBoxAmount':
      return [{ kind: 'counts', figure: 'start' }];
    case 'EndCashBoxAmount':
      return [{ kind: 'counts', figure: 'end' }];
    case 'CashBoxAmount':
      return collected(1);
    case 'CreditCardSettlementAmount':
      return [{ kind: 'counts', figure: 'settlement', methods: [2, 3, 4] }];
    case 'VoucherAmount':
      return [{ kind: 'sales', methods: [5], sign: 1 }];
    case 'PreOrderAmount':
      return collected(8);
    case 'PreOrderTotal':
      return [{ kind: 'sales', methods: [8], sign: 1 }];
    case 'TipAmount':
      return [{ kind: 'counts', figure: 'tip', methods: SettledTenders }];
    case 'PettyCash':
      return [{ kind: 'withdrawals' }];
  }
}

/** The over/short report (docs/reports.md "Over/short report"): deposit figures per show event × sales location. */
@Injectable()
export class OverShortService {
  constructor(
    private readonly venues: ReportVenues,
    private readonly repo: OverShortRepository,
    private readonly facts: DepositFactsRepository,
    private readonly drill: SalesDrillDownRepository,
  ) {}

  /** The show events of a filter, after checking its theatre and show event (404 unknown, 403 not the user's, 400 not of the theatre). */
  async events(viewer: Viewer, r: Pick<OverShortRequest, 'FromDate' | 'ToDate' | 'TheatreId' | 'ShowEventId'>): Promise<ReportShowEventRow[]> {
    const scope = await this.venues.of(viewer);
    if (r.TheatreId) {
      const theatre = await this.repo.theatre(r.TheatreId);
      if (!theatre) throw new NotFoundError('The theatre');
      if (!holds(scope, theatre.VenueId)) throw new ForbiddenException({ Message: 'You cannot see the reports of this venue' });
    }
    if (r.ShowEventId) {
      const event = await this.repo.showEvent(r.ShowEventId);
      if (!event) throw new NotFoundError('The show event');
      if (!holds(scope, event.VenueId)) throw new ForbiddenException({ Message: 'You cannot see the reports of this venue' });
      if (r.TheatreId && event.TheatreId !== r.TheatreId) throw new BadRequestException({ Message: 'The show event is not of the theatre chosen' });
    }
    return this.repo.showEvents({ fromDate: r.FromDate, toDate: r.ToDate, theatreId: r.TheatreId, showEventId: r.ShowEventId }, scope);
  }

  async report(viewer: Viewer, r: OverShortRequest): Promise<OverShortReportFigures> {
    const events = await this.events(viewer, r);
    const [byEvent, withdrawals, asOf] = await Promise.all([
      this.facts.factsBySalesLocation(events.map((e) => e.Id)),
      this.repo.withdrawals(events),
      this.repo.asOf(),
    ]);
    const locationIds = [...byEvent.values()].flatMap((m) => [...m.keys()]);
    const locations = await this.repo.salesLocations(locationIds);
    const stationIds = [...byEvent.values()].flatMap((m) =>
      [...m.values()].flatMap((f) => [
        ...f.counts.map((c) => c.StationId),
        ...(f.stationCash ?? []).flatMap((c) => (c.StationId === null ? [] : [c.StationId])),
      ]),
    );
    const stations = await this.repo.stationNames(stationIds);
    const rows: OverShortRowFigures[] = [];
    const figuresOfRows: OverShortFigures[] = [];
    // Sales locations by name within the show event: each location's place in the name order.
    const place = new Map(locations.map((l, i) => [l.Id, i]));
    const byName = (a: number, b: number) => place.get(a)! - place.get(b)!;
    for (const e of events) {
      const byLocation = byEvent.get(e.Id);
      if (!byLocation) continue;
      const [start, end] = [new Date(e.Start).toISOString(), new Date(e.End).toISOString()];
      for (const id of [...byLocation.keys()].filter((id) => place.has(id)).sort(byName)) {
        const l = locations[place.get(id)!]!;
        const row = overShortRow(byLocation.get(id)!);
        figuresOfRows.push(row);
        // Written field by field (a report has thousands of rows; spreads were a large part of its time).
        rows.push({
          ShowEventId: e.Id,
          ShowEvent: e.ShowName,
          Start: start,
          End: end,
          TimeZone: e.TimeZone,
          TheatreId: e.TheatreId,
          Theatre: e.TheatreName,
          SalesLocationId: l.Id,
          SalesLocation: l.Name,
          Tenders: row.Tenders.map((t) => ({
            PaymentMethodId: t.PaymentMethodId,
            PaymentMethod: methodName.get(t.PaymentMethodId) ?? String(t.PaymentMethodId),
            Sold: t.Sold,
            Collected: t.Collected,
            OverShort: t.OverShort,
          })),
          SaleAmount: row.SaleAmount,
          StartCashBoxAmount: row.StartCashBoxAmount,
          EndCashBoxAmount: row.EndCashBoxAmount,
          CashBoxAmount: row.CashBoxAmount,
          CreditCardSettlementAmount: row.CreditCardSettlementAmount,
          VoucherAmount: row.VoucherAmount,
          PreOrderAmount: row.PreOrderAmount,
          PreOrderTotal: row.PreOrderTotal,
          TipAmount: row.TipAmount,
          CollectedAmount: row.CollectedAmount,
          OverShort: row.OverShort,
          MissingEndCount: row.MissingEndStationIds.length > 0,
          MissingEndStations: row.MissingEndStationIds.map((id) => stations.get(id) ?? String(id)),
          Drawers: row.Drawers.map((d) => ({
            StationId: d.StationId,
            StationName: d.StationId === null ? null : (stations.get(d.StationId) ?? String(d.StationId)),
            Start: d.Start,
            End: d.End,
            CashSold: d.CashSold,
            OverShort: d.OverShort,
          })),
        });
      }
    }
    const totals = overShortTotals(figuresOfRows);
    return {
      FromDate: r.FromDate,
      ToDate: r.ToDate,
      TheatreId: r.TheatreId,
      ShowEventId: r.ShowEventId,
      TimeZone: events[0]?.TimeZone ?? (await this.zoneOf(r.TheatreId)),
      AsOf: asOf,
      Rows: rows,
      Totals: { ...totals, Tenders: totals.Tenders.map((t) => ({ ...t, PaymentMethod: methodName.get(t.PaymentMethodId) ?? String(t.PaymentMethodId) })) },
      PettyCashWithdrawals: withdrawals,
      PettyCashAmount: withdrawals.reduce((s, w) => s.plus(w.Amount), new Decimal(0)).toFixed(2),
    };
  }

  private async zoneOf(theatreId: number | null): Promise<string> {
    const theatre = theatreId ? await this.repo.theatre(theatreId) : undefined;
    return (theatre && (await this.repo.venue(theatre.VenueId))?.TimeZone) ?? runtimeTimeZone();
  }

  async drillDown(viewer: Viewer, r: OverShortDrillDownRequest) {
    const events = await this.events(viewer, r);
    const ids = events.map((e) => e.Id).filter((id) => r.RowShowEventId === null || id === r.RowShowEventId);
    return this.drill.rows({
      showEventIds: ids,
      salesLocationId: r.SalesLocationId,
      parts: overShortParts(r.Column, r.PaymentMethodId),
      skip: r.Skip,
      take: r.Take,
    });
  }
}
