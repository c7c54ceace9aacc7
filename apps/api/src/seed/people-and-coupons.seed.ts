import type { INestApplication } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { PosUsersRepository } from '../pos-users/pos-users.repository';

/**
 * The demo's POS users: three per venue, who sign in at its stations with a six-digit PIN
 * (`<venue id><n>` padded: venue 1's are 100001, 100002, 100003; six digits, so the four-digit
 * PINs a journey picks never collide). The demo sales are theirs (sales.seed.ts).
 */
const POS_PEOPLE: [string, string][][] = [
  [
    ['Jamie', 'Ortiz'],
    ['Priya', 'Shah'],
    ['Sam', 'Keller'],
  ],
  [
    ['Dana', 'Brooks'],
    ['Luis', 'Romero'],
    ['Mei', 'Tanaka'],
  ],
  [
    ['Alex', 'Novak'],
    ['Grace', 'Okafor'],
    ['Theo', 'Lindqvist'],
  ],
  [
    ['Rosa', 'Delgado'],
    ['Ike', 'Mensah'],
    ['Nora', 'Fitzgerald'],
  ],
];

export const demoPin = (venueId: number, n: number) => String(venueId * 100000 + n).padStart(6, '0');

/**
 * Seeds the POS users of every demo venue (by venue, in Id order) and answers them per venue, in
 * order. Idempotent: a venue's POS user is found by its venue and name, and made only when missing.
 */
export async function seedDemoPosUsers(app: INestApplication, db: Db): Promise<Map<number, number[]>> {
  const repo = app.get(PosUsersRepository);
  const venues = await db.selectFrom('app.venues').select('Id').orderBy('Id').execute();
  const byVenue = new Map<number, number[]>();
  for (const [i, venue] of venues.entries()) {
    const people = POS_PEOPLE[i % POS_PEOPLE.length]!;
    const ids: number[] = [];
    for (const [n, [FirstName, LastName]] of people.entries()) {
      const found = await db
        .selectFrom('app.pos_users')
        .select('Id')
        .where('VenueId', '=', venue.Id)
        .where('FirstName', '=', FirstName)
        .where('LastName', '=', LastName)
        .executeTakeFirst();
      const id =
        found?.Id ??
        (
          await db
            .insertInto('app.pos_users')
            .values({ FirstName, LastName, VenueId: venue.Id, UserId: null, PinDigest: repo.pinDigest(venue.Id, demoPin(venue.Id, n + 1)) })
            .returning('Id')
            .executeTakeFirstOrThrow()
        ).Id;
      ids.push(id);
    }
    byVenue.set(venue.Id, ids);
  }
  return byVenue;
}

/**
 * One coupon of each kind the spec knows at every demo venue (document 1: a coupon with a dollar
 * value of 0 displays as "Dynamic Voucher"): a fixed "$1.50 Off Large Popcorn" on the large bag and a
 * "Group Sales Voucher" worth 0, whose value the till sets. Idempotent by venue and name.
 */
export async function seedDemoCoupons(db: Db): Promise<number> {
  const venues = await db.selectFrom('app.venues').select('Id').orderBy('Id').execute();
  const bag = await db.selectFrom('app.goods').select('Id').where('Name', '=', 'Popcorn Bag Large').executeTakeFirst();
  const coupons: { Name: string; DollarValue: string; goods: number[] }[] = [
    { Name: '$1.50 Off Large Popcorn', DollarValue: '1.50', goods: bag ? [bag.Id] : [] },
    { Name: 'Group Sales Voucher', DollarValue: '0', goods: [] },
  ];
  let made = 0;
  for (const venue of venues) {
    for (const c of coupons) {
      const found = await db.selectFrom('app.coupons').select('Id').where('VenueId', '=', venue.Id).where('Name', '=', c.Name).executeTakeFirst();
      if (found) continue;
      const { Id } = await db
        .insertInto('app.coupons')
        .values({ VenueId: venue.Id, Name: c.Name, DollarValue: c.DollarValue })
        .returning('Id')
        .executeTakeFirstOrThrow();
      if (c.goods.length)
        await db
          .insertInto('app.coupon_goods')
          .values(c.goods.map((GoodId) => ({ CouponId: Id, GoodId })))
          .execute();
      made++;
    }
  }
  return made;
}
