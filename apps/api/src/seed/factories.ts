import { randomInt } from 'node:crypto';
import type { Tx } from '@intermission/db';
import { syncSalesLocationInventoryLocation, syncVenueInventoryLocations } from '../stock/locations/stock-locations.sync';

// Small factories for demo and test data (CONVENTIONS: no copied SQL dumps).
export async function makeClient(tx: Tx, v: { Name: string; ClientTypeId?: number; Description?: string }) {
  return tx
    .insertInto('app.clients')
    .values({ Name: v.Name, ClientTypeId: v.ClientTypeId ?? 1, Description: v.Description ?? null })
    .returning('Id')
    .executeTakeFirstOrThrow();
}
export async function makeVenue(
  tx: Tx,
  v: { ClientId: number; Name: string; Code?: string; TimeZone?: string; TaxRateId?: number | null; ManagerId?: number | null },
) {
  const venue = await tx
    .insertInto('app.venues')
    .values({
      ClientId: v.ClientId,
      Name: v.Name,
      Code: v.Code ?? null,
      TimeZone: v.TimeZone ?? 'America/New_York',
      TaxRateId: v.TaxRateId ?? null,
      ManagerId: v.ManagerId ?? null,
      MenuId: 2,
    })
    .returning('Id')
    .executeTakeFirstOrThrow();
  await syncVenueInventoryLocations(tx, venue.Id);
  return venue;
}
export async function makeTheatre(tx: Tx, v: { VenueId: number; Name: string; Code?: string }) {
  return tx
    .insertInto('app.theatres')
    .values({ VenueId: v.VenueId, Name: v.Name, Code: v.Code ?? null })
    .returning('Id')
    .executeTakeFirstOrThrow();
}
export async function makeSalesLocation(tx: Tx, v: { TheatreId: number; Name: string }) {
  const location = await tx.insertInto('app.sales_locations').values(v).returning('Id').executeTakeFirstOrThrow();
  await syncSalesLocationInventoryLocation(tx, location.Id);
  return location;
}
export async function makeStation(tx: Tx, v: { SalesLocationId: number; Name: string; SerialNumber?: string; IsInventoryStation?: boolean }) {
  return tx
    .insertInto('app.stations')
    .values({ SalesLocationId: v.SalesLocationId, Name: v.Name, SerialNumber: v.SerialNumber ?? null, IsInventoryStation: v.IsInventoryStation ?? false })
    .returning('Id')
    .executeTakeFirstOrThrow();
}
export async function makeRole(tx: Tx, v: { Id?: number; Name: string; claims: [number, number][] }) {
  const role = await tx
    .insertInto('app.roles')
    .values(v.Id ? { Id: v.Id, Name: v.Name } : { Name: v.Name })
    .returning('Id')
    .executeTakeFirstOrThrow();
  if (v.claims.length) {
    await tx
      .insertInto('app.role_claims')
      .values(v.claims.map(([ClaimTypeId, ClaimValueId]) => ({ RoleId: role.Id, ClaimTypeId, ClaimValueId })))
      .execute();
  }
  return role;
}
/** The window a made account's password stamp is drawn from. */
const StampWindowMs = 30 * 24 * 3600 * 1000;

/**
 * A made account's password stamp (PasswordChangedAt, the `pwd` every token of the account carries):
 * a random millisecond of the last 30 days, its own. The accounts of one seed are made in one
 * transaction, whose now() they all shared, so the manager read the admin's stamp in their own token
 * (issue 38 point 5); a random one tells nothing of another account's.
 */
export function passwordStamp(now = Date.now()): Date {
  return new Date(now - randomInt(1, StampWindowMs));
}
export async function makeUser(
  tx: Tx,
  v: { FirstName: string; LastName: string; Email?: string; Username?: string; PasswordHash?: string; RoleId?: number; AutomaticallyWhitelist?: boolean },
) {
  const user = await tx
    .insertInto('app.users')
    .values({ FirstName: v.FirstName, LastName: v.LastName, Email: v.Email ?? null })
    .returning('Id')
    .executeTakeFirstOrThrow();
  let authUserId: number | undefined;
  if (v.Username && v.PasswordHash && v.RoleId) {
    const auth = await tx
      .insertInto('app.auth_users')
      .values({
        UserId: user.Id,
        Username: v.Username,
        PasswordHash: v.PasswordHash,
        RoleId: v.RoleId,
        AutomaticallyWhitelist: v.AutomaticallyWhitelist ?? false,
        PasswordChangedAt: passwordStamp(),
      })
      .returning('Id')
      .executeTakeFirstOrThrow();
    authUserId = auth.Id;
  }
  return { Id: user.Id, AuthUserId: authUserId };
}
export async function makeManagedItem(tx: Tx, v: { List: string; Name: string; Rank?: number; ExportAccountId?: number; TaxRateId?: number; Rate?: string }) {
  return tx
    .insertInto('app.managed_items')
    .values({ List: v.List, Name: v.Name, Rank: v.Rank ?? 0, ExportAccountId: v.ExportAccountId ?? null, TaxRateId: v.TaxRateId ?? null, Rate: v.Rate ?? null })
    .returning('Id')
    .executeTakeFirstOrThrow();
}
