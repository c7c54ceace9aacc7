import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { type MovementCommand, type MovementFacts, type MovementLocation, venueDestinationKind } from '@intermission/domain';
import { InjectDb } from '../../database/database.module';
import type { Viewer } from '../../access/venue-access';
import { StockRepository } from '../stock.repository';

/** What decideMovement needs to know, loaded for one push: the locations it names, stock on hand, costs in force. */
@Injectable()
export class MovementFactsRepository {
  constructor(
    private readonly stock: StockRepository,
    @InjectDb() private readonly db: Db,
  ) {}

  async load(c: MovementCommand, viewer: Viewer): Promise<MovementFacts> {
    const b = c.body;
    const originId = 'InventoryLocationId' in b ? b.InventoryLocationId : c.kind === 'initializingTransfer' ? null : b.FromInventoryLocationId;
    const named = 'ToInventoryLocationId' in b ? [originId, b.ToInventoryLocationId] : [originId];
    const locations = new Map<number, MovementLocation>();
    for (const id of named) {
      const row = id === null ? undefined : await this.stock.location(id);
      if (row)
        locations.set(row.Id, {
          Id: row.Id,
          VenueId: row.VenueId,
          ClientId: await this.clientOfVenue(row.VenueId),
          usable: await this.stock.canUse(viewer, row.Id),
        });
    }
    const origin = originId === null ? undefined : locations.get(originId);
    const goodIds = 'Counts' in b ? b.Counts.map((l) => l.GoodId) : ('Goods' in b ? b.Goods : b.TransferGoods).map((l) => l.GoodId);
    const venueDestination =
      origin && c.kind in venueDestinationKind ? await this.venueLocation(origin.VenueId, c.kind as keyof typeof venueDestinationKind) : null;
    // Where the stock goes: the on hand it leaves there must stay within the ledger's figures too.
    const destinationId =
      'ToInventoryLocationId' in b && (c.kind === 'inventoryTransfer' || c.kind === 'initializingTransfer') ? b.ToInventoryLocationId : venueDestination;
    return {
      locations,
      venueDestination,
      destinationOnHand: destinationId !== null && destinationId !== originId ? await this.stock.onHand(destinationId) : new Map(),
      wasteReasonId: 'WastageId' in b ? await this.wasteReason(b.WastageId) : null,
      onHand: origin ? await this.stock.onHand(origin.Id) : new Map(),
      postings: await this.stock.postings(goodIds, c.at),
      posUser: b.PosUserId === null ? null : await this.stock.posUser(b.PosUserId),
    };
  }

  private async clientOfVenue(venueId: number): Promise<number | undefined> {
    return (await this.db.selectFrom('app.venues').select('ClientId').where('Id', '=', venueId).executeTakeFirst())?.ClientId;
  }

  private async venueLocation(venueId: number, kind: keyof typeof venueDestinationKind): Promise<number | null> {
    const row = await this.db
      .selectFrom('app.inventory_locations')
      .select('Id')
      .where('VenueId', '=', venueId)
      .where('Kind', '=', venueDestinationKind[kind])
      .where('SalesLocationId', 'is', null)
      .executeTakeFirst();
    return row?.Id ?? null;
  }

  private async wasteReason(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('app.managed_items').select('Id').where('Id', '=', id).where('List', '=', 'wastes').executeTakeFirst();
    return row?.Id ?? null;
  }
}
