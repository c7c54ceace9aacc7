import type { Address, AddressAnswer, Phone, PhoneAnswer } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';

// The phones and the address of the records that have them (clients, venues, users, vendors):
// one way to read and replace them, so each repository names only its owner.

const phoneTables = {
  client: { table: 'app.client_phones', owner: 'ClientId' },
  venue: { table: 'app.venue_phones', owner: 'VenueId' },
  user: { table: 'app.user_phones', owner: 'UserId' },
  vendor: { table: 'app.vendor_phones', owner: 'VendorId' },
} as const;
export type PhoneOwner = keyof typeof phoneTables;

// The four tables have the same columns; Kysely is told the client table's name to type them.
const phonesOf = (owner: PhoneOwner) => phoneTables[owner] as unknown as { table: 'app.client_phones'; owner: 'ClientId' };

/** A saved phone as answers list it, with PhoneExt for display ("5551234 x12"). */
export const phoneAnswer = (p: Phone): PhoneAnswer => ({ ...p, PhoneExt: p.Extension ? `${p.Phone} x${p.Extension}` : p.Phone });

/** An owner's phones in their order (Rank), as answers list them. */
export async function readPhones(db: Db | Tx, owner: PhoneOwner, id: number): Promise<PhoneAnswer[]> {
  const t = phonesOf(owner);
  const rows = await db.selectFrom(t.table).select(['Phone', 'Extension', 'IsPrimary', 'PhoneTypeId']).where(t.owner, '=', id).orderBy('Rank').execute();
  return rows.map(phoneAnswer);
}

/** Replaces an owner's phones, keeping the order given (Rank). */
export async function replacePhones(tx: Tx, owner: PhoneOwner, id: number, phones: Phone[]): Promise<void> {
  const t = phonesOf(owner);
  await tx.deleteFrom(t.table).where(t.owner, '=', id).execute();
  if (phones.length)
    await tx
      .insertInto(t.table)
      .values(phones.map((p, Rank) => ({ ...p, Rank, [t.owner]: id })))
      .execute();
}

/** Deletes an owner's phones (the owner is being deleted). */
export async function deletePhones(tx: Tx, owner: PhoneOwner, id: number): Promise<void> {
  const t = phonesOf(owner);
  await tx.deleteFrom(t.table).where(t.owner, '=', id).execute();
}

/** Saves the address of a record that owns one (AddressId): updates it, or adds it and links it. */
export async function saveAddress(tx: Tx, table: 'app.clients' | 'app.vendors' | 'app.users', id: number, address: Address): Promise<void> {
  const t = table as 'app.clients';
  const record = await tx.selectFrom(t).select('AddressId').where('Id', '=', id).executeTakeFirstOrThrow();
  if (record.AddressId) await tx.updateTable('app.addresses').set(address).where('Id', '=', record.AddressId).execute();
  else {
    const a = await tx.insertInto('app.addresses').values(address).returning('Id').executeTakeFirstOrThrow();
    await tx.updateTable(t).set({ AddressId: a.Id }).where('Id', '=', id).execute();
  }
}

/** The address columns a record's read joins (`leftJoin('app.addresses as a', …)`), as its answer holds them. */
export interface AddressColumns {
  AddressId: number | null;
  Line1: string | null;
  Line2: string | null;
  City: string | null;
  StateId: number | null;
  Zip: string | null;
}

export const addressAnswer = (r: AddressColumns): AddressAnswer | null =>
  r.AddressId ? { Line1: r.Line1 ?? '', Line2: r.Line2 ?? '', City: r.City ?? '', StateId: r.StateId ?? null, Zip: r.Zip ?? '' } : null;
