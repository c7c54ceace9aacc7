import type { Tx } from '@intermission/db';

/** Three demo vendors, each with a phone, an address and the demo goods it supplies; vendors already seeded are skipped. */
export async function seedDemoVendors(tx: Tx) {
  const stateId = async (code: string) => (await tx.selectFrom('app.states').select('Id').where('Code', '=', code).executeTakeFirst())?.Id ?? null;
  const vendors = [
    {
      Name: 'Golden Kernel Supply',
      AccountNumber: 'GK-1001',
      ContactName: 'Dana Reyes',
      Email: 'orders@goldenkernel.example',
      phone: '3125550142',
      address: { Line1: '1800 W Fulton St', Line2: '', City: 'Chicago', state: 'IL', Zip: '60612' },
      goods: ['Popcorn Kernels (lb)', 'Butter Topping (oz)', 'Popcorn Bag Large'],
    },
    {
      Name: 'Fizz & Co. Beverages',
      AccountNumber: 'FZ-2200',
      ContactName: 'Sam Whitaker',
      Email: 'accounts@fizzco.example',
      phone: '6155550177',
      address: { Line1: '410 Commerce Pkwy', Line2: 'Dock 4', City: 'Nashville', state: 'TN', Zip: '37201' },
      goods: ['Cola Syrup (oz)', 'Bottled Water', 'Cup 32 oz'],
    },
    {
      Name: 'Sweet Reel Candy',
      AccountNumber: 'SR-0307',
      ContactName: 'Priya Natarajan',
      Email: 'hello@sweetreel.example',
      phone: '5035550119',
      address: { Line1: '77 Market Ave', Line2: '', City: 'Portland', state: 'OR', Zip: '97204' },
      goods: ['Chocolate Bar', 'Gummy Bears'],
    },
  ];
  for (const v of vendors) {
    // Idempotent: a demo vendor already there (by name) is left as it is.
    if (await tx.selectFrom('app.vendors').select('Id').where('Name', '=', v.Name).executeTakeFirst()) continue;
    const { state, ...address } = v.address;
    const a = await tx
      .insertInto('app.addresses')
      .values({ ...address, StateId: await stateId(state) })
      .returning('Id')
      .executeTakeFirstOrThrow();
    const vendor = await tx
      .insertInto('app.vendors')
      .values({ Name: v.Name, AccountNumber: v.AccountNumber, ContactName: v.ContactName, Email: v.Email, AddressId: a.Id })
      .returning('Id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('app.vendor_phones').values({ VendorId: vendor.Id, Phone: v.phone, IsPrimary: true }).execute();
    for (const name of v.goods) {
      const good = await tx.selectFrom('app.goods').select('Id').where('Name', '=', name).executeTakeFirstOrThrow();
      await tx
        .insertInto('app.vendor_goods')
        .values({ VendorId: vendor.Id, GoodId: good.Id, AddedAt: new Date('2026-01-01T00:00:00Z') })
        .execute();
    }
  }
}
