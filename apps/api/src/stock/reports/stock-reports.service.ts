import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import {
  type InventoryReportFigures,
  type InventoryReportRequest,
  type InventoryReportRowFigures,
  type ReportLocation,
  dayRange,
} from '@intermission/contracts';
import { type ReportFigures, TotalColumns, inOunces, reportFigures, sumFigures } from '@intermission/domain';
import { NotFoundError } from '@intermission/db';
import type { Viewer } from '../../access/venue-access';
import { StockRepository } from '../stock.repository';
import { StockReportsRepository, type ReportGood } from './stock-reports.repository';

/** The entry a report runs on: one location, or a venue with all its locations (composite). */
export interface ReportScope {
  location: { Id: number; Name: string; VenueId: number; VenueName: string; Composite: boolean; IsVenue: boolean };
  locationIds: number[];
  from: Date;
  to: Date;
  showEventId: number | null;
  /** The venue's IANA time zone: its days, and the zone its times are shown in. */
  timeZone: string;
}

const qty = (v: Decimal | null) => (v === null ? null : v.toFixed(2));

/** Builds the report rows from the projections with the row formulas of libs/domain (docs/reports.md). */
@Injectable()
export class StockReportsService {
  constructor(
    private readonly stock: StockRepository,
    private readonly reports: StockReportsRepository,
  ) {}

  /** The location filter's entries: per venue its composite entry, its ' Inventory Location', then its other locations. */
  async locations(viewer: Viewer): Promise<ReportLocation[]> {
    const visible = await this.stock.visibleLocations(viewer);
    const out: ReportLocation[] = [];
    const venues = [...new Map(visible.map((l) => [l.VenueId, l.VenueName])).entries()];
    for (const [venueId, venueName] of venues) {
      const own = visible.filter((l) => l.VenueId === venueId);
      const venue = own.find((l) => l.Kind === 'venue');
      if (venue) {
        out.push({ Id: venue.Id, Name: venueName, VenueId: venueId, VenueName: venueName, IsVenue: true, Composite: true });
        out.push({ Id: venue.Id, Name: `${venue.Name} Inventory Location`, VenueId: venueId, VenueName: venueName, IsVenue: true, Composite: false });
      }
      for (const l of own.filter((x) => x.Kind !== 'venue'))
        out.push({
          Id: l.Id,
          Name: l.Kind === 'sales_location' ? `${venueName} · ${l.Name}` : l.Name,
          VenueId: venueId,
          VenueName: venueName,
          IsVenue: false,
          Composite: false,
        });
    }
    return out;
  }

  /** Resolves and checks the entry (404 unknown, 403 not the user's) and the period [from, to) in the venue's days (or the show event's window). */
  async scope(
    viewer: Viewer,
    r: { InvLocId: number; Composite: boolean; fromDate: string; toDate: string; ShowEventId?: number | null },
  ): Promise<ReportScope> {
    const location = await this.stock.location(r.InvLocId);
    if (!location) throw new NotFoundError('The inventory location');
    const visible = await this.stock.visibleLocations(viewer, { includeArchived: true });
    if (!visible.some((l) => l.Id === location.Id)) throw new ForbiddenException({ Message: 'You cannot see stock at this location' });
    if (r.Composite && location.Kind !== 'venue') throw new BadRequestException({ Message: 'Only a venue location has a composite entry' });
    const locationIds = r.Composite ? visible.filter((l) => l.VenueId === location.VenueId).map((l) => l.Id) : [location.Id];
    const venueName = visible.find((l) => l.Id === location.Id)!.VenueName;
    // Whole days at the venue: from its local midnight of fromDate to its local midnight after toDate.
    const timeZone = await this.stock.timeZone(location.VenueId);
    let { from, to } = dayRange(r.fromDate, r.toDate, timeZone);
    if (r.ShowEventId) {
      const window = await this.reports.showWindow(locationIds, r.ShowEventId);
      if (!window) throw new NotFoundError('The show event');
      from = window.Start;
      to = window.End;
    }
    return {
      location: {
        Id: location.Id,
        Name: r.Composite ? venueName : location.Kind === 'venue' ? `${location.Name} Inventory Location` : location.Name,
        VenueId: location.VenueId,
        VenueName: venueName,
        Composite: r.Composite,
        IsVenue: location.Kind === 'venue',
      },
      locationIds,
      from,
      to,
      showEventId: r.ShowEventId ?? null,
      timeZone,
    };
  }

  async report(viewer: Viewer, r: InventoryReportRequest): Promise<InventoryReportFigures> {
    const s = await this.scope(viewer, r);
    const raw = await this.reports.figures(s.locationIds, s.from, s.to);
    const goods = await this.reports.goods([...new Set(raw.map((x) => x.GoodId))], new Date(Math.min(s.to.getTime() - 1, Date.now())));
    const byGood = new Map<number, ReportFigures[]>();
    const goodsById = new Map(goods.map((g) => [g.Id, g]));
    for (const x of raw) {
      const good = goodsById.get(x.GoodId);
      if (!good) continue;
      const f = reportFigures({
        onHandAtStart: x.OnHandAtStart,
        openingAdjustment: x.OpeningAdjustment,
        additions: x.Additions,
        sales: x.Sales,
        wastes: x.Wastes,
        countedEnd: x.CountedEnd,
        postEnding: x.PostEnding,
        cost: x.EndCost ?? good.Cost,
      });
      byGood.set(x.GoodId, [...(byGood.get(x.GoodId) ?? []), f]);
    }
    const rows: InventoryReportRowFigures[] = [];
    for (const good of goods) {
      if (good.Archived && !r.IncludeInactive) continue;
      const summed = sumFigures(byGood.get(good.Id) ?? []);
      if (isEmpty(summed)) continue;
      if (r.VarianceOnly && summed.Variance.isZero()) continue;
      rows.push(goodRow(good, summed, s.location.IsVenue));
    }
    return {
      Location: { Id: s.location.Id, Name: s.location.Name, VenueId: s.location.VenueId, VenueName: s.location.VenueName, Composite: s.location.Composite },
      From: s.from.toISOString(),
      To: s.to.toISOString(),
      ShowEventId: s.showEventId,
      TimeZone: s.timeZone,
      Rows: r.Totals ? withCategoryTotals(rows) : rows,
      AsOf: await this.reports.asOf(),
    };
  }
}

/** A good with nothing on hand and nothing moved or counted in the period has no row. */
function isEmpty(f: ReportFigures): boolean {
  return [f.CountedOpening, f.ExpectedOpening, f.Additions, f.Sales, f.Wastes, f.PostEndingTransfers].every((v) => v.isZero()) && f.CountedEnd === null;
}

function goodRow(good: ReportGood, figures: ReportFigures, isVenue: boolean): InventoryReportRowFigures {
  // Alcohol is counted in ounces: quantities × Volume, price and cost per ounce.
  const volume = good.Alcohol && good.Volume && !new Decimal(good.Volume).isZero() ? new Decimal(good.Volume) : null;
  const f = volume ? inOunces(figures, volume) : figures;
  const perUnit = (v: string) => (volume ? new Decimal(v).div(volume).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4) : new Decimal(v).toFixed(4));
  return {
    Id: good.Id,
    IsCategory: false,
    IsTotal: false,
    IsVenue: isVenue,
    Alcohol: good.Alcohol,
    Name: good.Name,
    CategoryId: good.CategoryId,
    CategoryName: good.CategoryName,
    Price: perUnit(good.DefaultPrice),
    Cost: perUnit(good.Cost),
    GainLoss: f.GainLoss.toFixed(2),
    ExpectedOpening: qty(f.ExpectedOpening)!,
    CountedOpening: qty(f.CountedOpening)!,
    OpeningAdjustments: qty(f.OpeningAdjustments)!,
    Additions: qty(f.Additions)!,
    Sales: qty(f.Sales)!,
    Wastes: qty(f.Wastes)!,
    ExpectedEnd: qty(f.ExpectedEnd)!,
    CountedEnd: qty(f.CountedEnd),
    PostEndingTransfers: qty(f.PostEndingTransfers)!,
    Variance: qty(f.Variance)!,
  };
}

/**
 * After each category's goods, a Total row summing GainLoss (money) of the rows shown, and Sales,
 * Wastes, OpeningAdjustments and Variance only when every good of the group is counted in one unit
 * (docs/reports.md "Gain/loss Total rows"): all alcohol (ounces), or a single good; else those are null.
 */
export function withCategoryTotals(rows: InventoryReportRowFigures[]): InventoryReportRowFigures[] {
  const out: InventoryReportRowFigures[] = [];
  let i = 0;
  while (i < rows.length) {
    const category = rows[i]!.CategoryId;
    const group: InventoryReportRowFigures[] = [];
    while (i < rows.length && rows[i]!.CategoryId === category) group.push(rows[i++]!);
    out.push(...group);
    const sum = (k: (typeof TotalColumns)[number]) => group.reduce((acc, r) => acc.plus(r[k] ?? 0), new Decimal(0)).toFixed(2);
    // A Total row sums only the TotalColumns: its other figures are null. Quantities of different
    // goods are in different units (a bag, a cup) unless all are alcohol (ounces).
    const allOunces = group.every((r) => r.Alcohol);
    const oneUnit = group.length === 1 || allOunces;
    const qty = (k: Exclude<(typeof TotalColumns)[number], 'GainLoss'>) => (oneUnit ? sum(k) : null);
    const first = group[0]!;
    out.push({
      Id: 0,
      IsCategory: false,
      IsTotal: true,
      IsVenue: first.IsVenue,
      Alcohol: allOunces,
      Name: 'Total',
      CategoryId: first.CategoryId,
      CategoryName: first.CategoryName,
      Price: null,
      Cost: null,
      GainLoss: sum('GainLoss'),
      ExpectedOpening: null,
      CountedOpening: null,
      OpeningAdjustments: qty('OpeningAdjustments'),
      Additions: null,
      Sales: qty('Sales'),
      Wastes: qty('Wastes'),
      ExpectedEnd: null,
      CountedEnd: null,
      PostEndingTransfers: null,
      Variance: qty('Variance'),
    });
  }
  return out;
}
