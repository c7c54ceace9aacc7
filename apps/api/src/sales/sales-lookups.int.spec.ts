import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre } from '../../../../tests/support/shows-fixtures';

/** The sale entry's lookups (document 2 §7): GET sales/paymentMethods, sales/saleTypes, sales/simpleTheathers. */
describe('the sale entry lookups', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;
  let lakeside: Awaited<ReturnType<typeof demoTheatre>>;

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    harbor = await demoTheatre(a, 'Harbor Point 12');
    lakeside = await demoTheatre(a, 'Lakeside Playhouse');
  });
  afterAll(() => a.close());

  it('looks up the eight payment methods, the sale types and the theatres with their venue', async () => {
    const methods = await a.http.get('/api/v1/sales/paymentMethods').set(admin);
    expect(methods.body.map((m: { Id: number; Name: string }) => `${m.Id} ${m.Name}`)).toEqual([
      '1 Cash',
      '2 VisaMasterCard',
      '3 Amex',
      '4 OtherCreditCard',
      '5 Voucher',
      '6 Tab',
      '7 Discount',
      '8 Preorder',
    ]);
    expect((await a.http.get('/api/v1/sales/saleTypes').set(admin)).body).toEqual([
      { Id: 1, Name: 'Sale' },
      { Id: 2, Name: 'Refund' },
    ]);
    const all = (await a.http.get('/api/v1/sales/simpleTheathers').set(admin)).body as { Id: number; Name: string; VenueId: number }[];
    expect(all).toEqual(expect.arrayContaining([{ Id: harbor.Id, Name: harbor.Name, VenueId: harbor.VenueId }]));
    const one = (await a.http.get(`/api/v1/sales/simpleTheathers?venueId=${harbor.VenueId}`).set(admin)).body as { VenueId: number }[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((t) => t.VenueId === harbor.VenueId)).toBe(true);
    // The manager sees the venues they manage only.
    const mine = (await a.http.get('/api/v1/sales/simpleTheathers').set(manager)).body as { VenueId: number }[];
    expect(mine.some((t) => t.VenueId === lakeside.VenueId)).toBe(false);
    expect((await a.http.get('/api/v1/sales/simpleTheathers?venueId=abc').set(admin)).status).toBe(400);
  });
});
