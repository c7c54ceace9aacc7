import type { Phone, PhoneAnswer } from '@intermission/contracts';
import type { Tx } from '@intermission/db';

/** Replaces an owner's phones (clients' or venues') in their order (Rank). */
export async function replacePhones(
  tx: Tx,
  table: 'app.client_phones' | 'app.venue_phones',
  owner: { ClientId: number } | { VenueId: number },
  phones: Phone[],
): Promise<void> {
  const [column, ownerId] = Object.entries(owner)[0] as ['ClientId', number];
  await tx
    .deleteFrom(table as 'app.client_phones')
    .where(column, '=', ownerId)
    .execute();
  if (phones.length)
    await tx
      .insertInto(table as 'app.client_phones')
      .values(phones.map((p, Rank) => ({ [column]: ownerId, ...p, Rank }) as { ClientId: number } & Phone & { Rank: number }))
      .execute();
}

/** A saved phone as answers list it, with PhoneExt for display. */
export const phoneAnswer = (p: Phone): PhoneAnswer => ({ ...p, PhoneExt: p.Extension ? `${p.Phone} x${p.Extension}` : p.Phone });
