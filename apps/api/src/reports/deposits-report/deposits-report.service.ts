import { ForbiddenException, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import {
  type DepositsReportDrillDownRequest,
  type DepositsReportFigures,
  type DepositsReportRequest,
  PaymentMethods,
  daysFrom,
  localDay,
} from '@intermission/contracts';
import { DepositTenders, NotFoundError, depositsReportTotals } from '@intermission/domain';
import { DepositFactsRepository } from '../../deposits/deposit-facts.repository';
import { OverShortRepository, type ReportShowEventRow } from '../over-short/over-short.repository';
import { type DrillPart, SalesDrillDownRepository } from '../over-short/sales-drill-down.repository';
import type { Viewer } from '../../access/venue-access';
import { holds } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';
import { DepositsReportRepository } from './deposits-report.repository';

const methodName = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));

/** The deposits report (docs/reports.md "Deposits report"): a venue's week of payments per show event × tender, petty cash, deposits computed and posted. */
@Injectable()
export class DepositsReportService {
  constructor(
    private readonly venues: ReportVenues,
    private readonly shows: OverShortRepository,
    private readonly repo: DepositsReportRepository,
    private readonly facts: DepositFactsRepository,
    private readonly drill: SalesDrillDownRepository,
  ) {}

  /** The venue (404 unknown, 403 not the user's) and its show events on the week's days. */
  async events(viewer: Viewer, r: Pick<DepositsReportRequest, 'WeekStart' | 'WeekEnd' | 'VenueId'>) {
    const venue = await this.shows.venue(r.VenueId);
    if (!venue) throw new NotFoundError('The venue');
    const scope = await this.venues.of(viewer);
    if (!holds(scope, venue.Id)) throw new ForbiddenException({ Message: 'You cannot see the reports of this venue' });
    const events = await this.shows.showEvents({ fromDate: r.WeekStart, toDate: r.WeekEnd, theatreId: null, showEventId: null, venueId: venue.Id }, scope);
    return { venue, events };
  }

  async report(viewer: Viewer, r: DepositsReportRequest): Promise<DepositsReportFigures> {
    const { venue, events } = await this.events(viewer, r);
    const ids = events.map((e) => e.Id);
    const [payments, withdrawals, computed, posted, theatres, locations, asOf] = await Promise.all([
      this.repo.paymentsSummary(ids, DepositTenders),
      this.shows.withdrawals(events),
      this.facts.figuresOf(ids),
      this.repo.posted(ids),
      this.repo.theatres(venue.Id),
      this.repo.salesLocations(venue.Id),
      this.shows.asOf(),
    ]);
    const dayOf = new Map(events.map((e) => [e.Id, localDay(e.Start, venue.TimeZone)]));
    const postedOf = new Map(posted.map((p) => [p.ShowEventId, p]));
    const deposits = events.map((e) => {
      const c = computed.get(e.Id)!;
      const p = postedOf.get(e.Id) ?? null;
      return {
        ShowEventId: e.Id,
        PostedDepositId: p?.DepositId ?? null,
        Computed: { Amount: c.Amount, PettyCashAmount: c.PettyCashAmount, TipTotal: c.TipTotal, AmountToBePosted: c.AmountToBePosted },
        Posted: p && { Amount: p.Amount, PettyCashAmount: p.PettyCashAmount, TipTotal: p.TipTotal, AmountToBePosted: p.AmountToBePosted },
        Difference: p ? new Decimal(p.AmountToBePosted).minus(c.AmountToBePosted).toFixed(2) : null,
      };
    });
    const { Days, Totals } = depositsReportTotals(
      daysFrom(r.WeekStart, r.WeekEnd),
      payments.map((p) => ({ ...p, Day: dayOf.get(p.ShowEventId)! })),
      withdrawals.map((w) => ({ Day: dayOf.get(w.ShowEventId)!, Amount: String(w.Amount) })),
      deposits.map((d) => ({
        Day: dayOf.get(d.ShowEventId)!,
        ComputedAmountToBePosted: d.Computed.AmountToBePosted,
        PostedAmountToBePosted: d.Posted?.AmountToBePosted ?? null,
      })),
    );
    return {
      VenueId: venue.Id,
      WeekStart: r.WeekStart,
      WeekEnd: r.WeekEnd,
      TimeZone: venue.TimeZone,
      AsOf: asOf,
      PaymentsSummary: payments,
      PettyCashWithdrawalsWithShowEvents: withdrawals,
      ShowEvents: events.map((e: ReportShowEventRow) => ({
        Id: e.Id,
        ShowId: e.ShowId,
        Show: e.ShowName,
        TheatreId: e.TheatreId,
        Start: new Date(e.Start).toISOString(),
        End: new Date(e.End).toISOString(),
        Day: dayOf.get(e.Id)!,
      })),
      Theatres: theatres,
      SalesLocations: locations,
      PaymentMethods: DepositTenders.map((id) => ({ Id: id, Name: methodName.get(id) ?? String(id) })),
      Deposits: deposits,
      Days,
      Totals,
    };
  }

  async drillDown(viewer: Viewer, r: DepositsReportDrillDownRequest) {
    const { venue, events } = await this.events(viewer, r);
    const ids = events
      .filter((e) => r.ShowEventId === null || e.Id === r.ShowEventId)
      .filter((e) => r.Day === null || localDay(e.Start, venue.TimeZone) === r.Day)
      .map((e) => e.Id);
    const tenders = r.PaymentMethodId === null ? DepositTenders : [r.PaymentMethodId];
    const parts: DrillPart[] =
      r.Column === 'PettyCash' ? [{ kind: 'withdrawals' }] : [{ kind: 'sales', methods: tenders, sign: 1, tip: r.Column === 'TipAmount' }];
    return this.drill.rows({ showEventIds: ids, salesLocationId: null, parts, skip: r.Skip, take: r.Take });
  }
}
