import { Injectable } from '@nestjs/common';
import { seesEveryVenue, type Viewer } from '../../access/venue-access';
import { StockRepository } from '../../stock/stock.repository';

/**
 * The one venue scope of the sales and financial reports (docs/reports.md "Who sees what"): the venues
 * whose reports a user reads, as the inventory reports scope their locations. Administrators (role 1
 * or 5) and stock auditors read every venue; anyone else the venues they manage or back up (an expiry
 * of today or later, or none).
 */
@Injectable()
export class ReportVenues {
  constructor(private readonly stock: StockRepository) {}

  /** The venue ids, or null for every venue. */
  async of(viewer: Viewer): Promise<number[] | null> {
    if (seesEveryVenue(viewer, 'read')) return null;
    return this.listed(viewer);
  }

  /** The venue ids, listed even for those who read every venue (a report over "all my venues" walks them). */
  async listed(viewer: Viewer): Promise<number[]> {
    return [...new Set((await this.stock.visibleLocations(viewer, { includeArchived: true })).map((l) => l.VenueId))];
  }
}
