import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { aliasConflictMessage } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { type SyncPlaces, queue, saleBody, syncPlaces } from '../../../../tests/support/sync-fixtures';

/** A sale under document 2 §3's field names, beside ours (issue 39 point 4): taken in bodies, answered beside ours. */
describe('a sale under document 2 §3 names', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let p: SyncPlaces;
  let posUser: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    p = await syncPlaces(a.t.db);
    const venue = await a.t.db.selectFrom('app.theatres').select('VenueId').where('Id', '=', p.theatreId).executeTakeFirstOrThrow();
    posUser = (
      await a.t.db
        .insertInto('app.pos_users')
        .values({ FirstName: 'Sam', LastName: 'Spec', VenueId: venue.VenueId, UserId: null, PinDigest: 'x' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
  });
  afterAll(() => a.close());

  const push = (body: object) => a.http.post('/api/v1/saleEventPush/sale').set(admin).send(body);
  const recorded = async (saleId: string) => {
    const { rows } = await sql<{ data: Record<string, unknown> }>`SELECT data FROM es.events WHERE id = ${saleId}::uuid`.execute(a.t.db);
    const { SaleId: _id, ...data } = rows[0]!.data;
    return data;
  };
  const withoutIds = ({ SaleId: _s, Position: _p, ...rest }: Record<string, unknown>) => rest;

  it('saleEventPush/sale takes SaleDateUtc or DateTimeUTC for SaleDate and UserId for PosUserId, and records the same sale', async () => {
    const ours = { ...saleBody(p, 2, '2026-11-20T19:05:00Z'), PosUserId: posUser };
    const { SaleDate, PosUserId, ...rest } = ours;
    const spec = { ...rest, SaleId: randomUUID(), SaleDateUtc: SaleDate, UserId: PosUserId };
    const other = { ...rest, SaleId: randomUUID(), DateTimeUTC: SaleDate, UserId: PosUserId };
    const answers = [await push(ours), await push(spec), await push(other)];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const [mine, theirs, third] = await Promise.all([recorded(ours.SaleId), recorded(spec.SaleId), recorded(other.SaleId)]);
    expect(mine).toMatchObject({ SaleDate: '2026-11-20T19:05:00.000Z', PosUserId: posUser });
    expect(theirs).toEqual(mine);
    expect(third).toEqual(mine);
    expect(withoutIds(answers[1]!.body)).toEqual(withoutIds(answers[0]!.body));
    // The answer names the date and the method both ways.
    expect(answers[0]!.body).toMatchObject({
      SaleDate: '2026-11-20T19:05:00.000Z',
      SaleDateUtc: '2026-11-20T19:05:00.000Z',
      DateTimeUTC: '2026-11-20T19:05:00.000Z',
      PaymentMethod: 1,
      SalePayments: [{ PaymentMethodId: 1 }],
    });
  });

  it('the same field under both names: the same value is taken, two values are 400 on the §3 name', async () => {
    const body = saleBody(p, 1, '2026-11-20T19:10:00Z');
    expect((await push({ ...body, SaleDateUtc: '2026-11-20T14:10:00-05:00' })).status).toBe(200);
    const differ = await push({ ...saleBody(p, 1, '2026-11-20T19:10:00Z'), SaleDateUtc: '2026-11-20T19:11:00Z' });
    expect(differ.status).toBe(400);
    expect(differ.body.ModelState).toEqual({ SaleDateUtc: [aliasConflictMessage('SaleDateUtc', 'SaleDate')] });
    const users = await push({ ...saleBody(p), PosUserId: posUser, UserId: posUser + 1 });
    expect(users.body.ModelState).toEqual({ UserId: [aliasConflictMessage('UserId', 'PosUserId')] });
  });

  it('stations/{id}/sync takes a Sale body under the §3 names; two values refuse the item', async () => {
    const { SaleDate, ...rest } = saleBody(p, 1, '2026-11-20T19:20:00Z');
    const bad = { ...saleBody(p, 1, '2026-11-20T19:20:00Z'), DateTimeUTC: '2026-11-20T19:21:00Z' };
    const res = await a.http
      .post(`/api/v1/stations/${p.stationId}/sync`)
      .set(admin)
      .send({
        Items: queue(
          [
            { Kind: 'Sale', Body: { ...rest, DateTimeUTC: SaleDate } },
            { Kind: 'Sale', Body: bad },
          ],
          900,
        ),
      });
    expect(res.status).toBe(200);
    expect(res.body.Items[0]).toMatchObject({ Status: 'Applied', Guid: rest.SaleId });
    expect(res.body.Items[1]).toMatchObject({ Status: 'Refused', Field: 'DateTimeUTC', Message: aliasConflictMessage('DateTimeUTC', 'SaleDate') });
    expect(await recorded(rest.SaleId)).toMatchObject({ SaleDate: '2026-11-20T19:20:00.000Z' });
  });

  it('a sale answer carries §3 names beside ours: masterTransactionLog/{id} and inventorySummary/sale/{id}', async () => {
    const body = saleBody(p, 1, '2026-11-20T19:30:00Z');
    expect((await push(body)).status).toBe(200);
    const detail = await a.http.get(`/api/v1/sales/masterTransactionLog/${body.SaleId}`).set(admin);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      SaleDate: '2026-11-20T19:30:00.000Z',
      SaleDateUtc: '2026-11-20T19:30:00.000Z',
      DateTimeUTC: '2026-11-20T19:30:00.000Z',
      PaymentMethod: 1,
    });
    expect(detail.body.Goods.length).toBeGreaterThan(0);
    for (const g of detail.body.Goods as { CogsTypeId: number; COGSTypeId: number }[]) expect(g.COGSTypeId).toBe(g.CogsTypeId);
    const sale = await a.http.get(`/api/v1/venues/managers/inventorySummary/sale/${body.SaleId}`).set(admin);
    expect(sale.status).toBe(200);
    expect(sale.body).toMatchObject({ SaleDate: '2026-11-20T19:30:00.000Z', SaleDateUtc: '2026-11-20T19:30:00.000Z', DateTimeUTC: '2026-11-20T19:30:00.000Z' });
  });
});
