import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ClaimTypeNames, ClaimValue, type ClaimFlags } from '@intermission/contracts';
import type { TestApp } from './test-app';
import type { CurrentUser } from '@intermission/api/auth/current-user';
import { RecordSaleCommand } from '@intermission/api/sales/commands/record-sale.command';

/** Test helpers of the shows specs: the demo's theatres, a submitted manager log, a sale in a show event. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The first theatre of a demo venue, and a sales location of it. */
export async function demoTheatre(a: TestApp, venue: string) {
  const t = await a.t.db
    .selectFrom('app.theatres as t')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['t.Id', 't.Name', 't.VenueId'])
    .where('v.Name', '=', venue)
    .orderBy('t.Id')
    .executeTakeFirstOrThrow();
  const stand = await a.t.db.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', t.Id).orderBy('Id').executeTakeFirstOrThrow();
  return { ...t, SalesLocationId: stand.Id };
}

/** Submits the event's manager log straight into app.event_logs (POST shows/createLog is the cash box feature's). */
export async function submitLog(a: TestApp, showEventId: number, comments = 'All good') {
  const admin = await a.t.db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const e = await a.t.db.selectFrom('app.show_events').select('Start').where('Id', '=', showEventId).executeTakeFirstOrThrow();
  await a.t.db.insertInto('app.event_logs').values({ ShowEventId: showEventId, Comments: comments, ShowTime: e.Start, SubmittedBy: admin.UserId }).execute();
}

/** Rings up a sale of one Water Bottle in the show event at the sales location (not reducing stock), waiting for the projections. */
export async function sellIn(a: TestApp, salesLocationId: number, event: { Id: number; Start: string; End: string }) {
  const u = await a.t.db.selectFrom('app.auth_users').select(['Id', 'UserId', 'RoleId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
  const actor: CurrentUser = { authUserId: u.Id, userId: u.UserId, roleId: u.RoleId, claims };
  const kit = await a.t.db.selectFrom('app.kits').select(['Id', 'DefaultPrice']).where('Name', '=', 'Water Bottle').executeTakeFirstOrThrow();
  await a.app.get(CommandBus).execute(
    new RecordSaleCommand(
      {
        SaleId: randomUUID(),
        SalesLocationId: salesLocationId,
        ShowEvent: { Id: event.Id, Start: event.Start, End: event.End },
        StationId: null,
        PosUserId: null,
        IsRefund: false,
        ReduceInventory: false,
        SaleDate: event.Start,
        SaleKits: [{ KitId: kit.Id, Qty: '1', SalePricePerKit: kit.DefaultPrice }],
      },
      actor,
    ),
  );
}
