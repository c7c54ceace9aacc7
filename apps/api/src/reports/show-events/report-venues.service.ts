import { Injectable } from '@nestjs/common';
import type { CurrentUser } from '../../auth/current-user';
import { seesEveryVenue, StockRepository } from '../../stock/stock.repository';

/**
 * The venues whose sales reports a user reads (docs/reports.md "Show events search"), as the
 * inventory reports and the sale entry's lookups scope them: administrators (role 1 or 5) and stock
 * auditors every venue (null); anyone else the venues they manage or back up (expiry today or later, or none).
 */
@Injectable()
export class ReportVenues {
  constructor(private readonly stock: StockRepository) {}

  async of(actor: CurrentUser): Promise<number[] | null> {
    if (seesEveryVenue(actor, 'read')) return null;
    return [...new Set((await this.stock.visibleLocations(actor, { includeArchived: true })).map((l) => l.VenueId))];
  }
}

/** Whether a scope (null: every venue) holds a venue. */
export const holds = (scope: number[] | null, venueId: number) => scope === null || scope.includes(venueId);
