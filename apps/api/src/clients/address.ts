import type { Address } from '@intermission/contracts';
import type { Tx } from '@intermission/db';

/** Saves the address of a record that owns one (AddressId): updates it, or adds it and links it. */
export async function saveAddress(tx: Tx, table: 'app.clients' | 'app.vendors', id: number, address: Address): Promise<void> {
  const t = table as 'app.clients';
  const owner = await tx.selectFrom(t).select('AddressId').where('Id', '=', id).executeTakeFirstOrThrow();
  if (owner.AddressId) await tx.updateTable('app.addresses').set(address).where('Id', '=', owner.AddressId).execute();
  else {
    const a = await tx.insertInto('app.addresses').values(address).returning('Id').executeTakeFirstOrThrow();
    await tx.updateTable(t).set({ AddressId: a.Id }).where('Id', '=', id).execute();
  }
}
