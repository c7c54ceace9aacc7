import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

describe('Patrons Room Transfer Report', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let viewer: { Authorization: string };
  let nobody: { Authorization: string };
  let loc: Record<string, number>;
  let good: Record<string, number>;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    [admin, manager, viewer, nobody] = await Promise.all(['admin', 'manager', 'viewer', 'nobody'].map(async (u) => bearer((await a.signIn(u)).token)));
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Kind', 'v.Name as Venue'])
      .execute();
    const find = (venue: string, kind: string) => locations.find((l) => l.Venue === venue && l.Kind === kind)!.Id;
    loc = {
      harbor: find('Harbor Point 12', 'venue'),
      harborRoom: find('Harbor Point 12', 'patrons_room'),
      elm: find('Elm Street 8', 'venue'),
      elmRoom: find('Elm Street 8', 'patrons_room'),
    };
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    const push = async (path: string, body: Record<string, unknown>) => {
      const res = await a.http
        .post(`/api/v1/inventoryEventPush/${path}`)
        .set(admin)
        .send({ GuidId: randomUUID(), ...body });
      expect(res.status).toBe(200);
    };
    await push('initializingTransfer', {
      ToInventoryLocationId: loc.harbor,
      TransferDate: '2026-03-01T10:00:00Z',
      TransferGoods: [
        { GoodId: good['Bottled Water'], Qty: 48 },
        { GoodId: good['Chocolate Bar'], Qty: 24 },
      ],
    });
    await push('initializingTransfer', {
      ToInventoryLocationId: loc.elm,
      TransferDate: '2026-03-01T10:00:00Z',
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 10 }],
    });
    // March: two transfers into Harbor's room, one into Elm's; April: one more into Harbor's (outside the month).
    await push('patronsRoom', {
      FromInventoryLocationId: loc.harbor,
      TransferDate: '2026-03-05T19:00:00Z',
      Notes: 'Opening night, "VIP"',
      TransferGoods: [
        { GoodId: good['Chocolate Bar'], Qty: 3 },
        { GoodId: good['Bottled Water'], Qty: 10 },
      ],
    });
    await push('patronsRoom', {
      FromInventoryLocationId: loc.harbor,
      TransferDate: '2026-03-20T19:00:00Z',
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 5 }],
    });
    await push('patronsRoom', {
      FromInventoryLocationId: loc.elm,
      TransferDate: '2026-03-10T19:00:00Z',
      // Notes that would run as a spreadsheet formula.
      Notes: '=HYPERLINK("http://example.test")',
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 4 }],
    });
    await push('patronsRoom', {
      FromInventoryLocationId: loc.harbor,
      TransferDate: '2026-04-02T19:00:00Z',
      TransferGoods: [{ GoodId: good['Bottled Water'], Qty: 2 }],
    });
    for (const [room, revenue] of [
      [loc.harborRoom, '50.00'],
      [loc.elmRoom, '30.00'],
    ] as const) {
      const res = await a.http.post('/api/v1/patronsRoom/_revenue').set(admin).send({ InventoryLocationId: room, Year: 2026, Month: 3, Revenue: revenue });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => a.close());

  const report = (body: Record<string, unknown>, who = admin) => a.http.post('/api/v1/patronsRoom/report').set(who).send(body);

  it("answers one room's month with hand-computed totals", async () => {
    const res = await report({ InvLocId: loc.harborRoom, Year: 2026, Month: 3 });
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe('3');
    // Water 10 × 0.42 = 4.20, chocolate 3 × 1.10 = 3.30, water 5 × 0.42 = 2.10: 9.60 of 50.00 revenue = 19.20 %.
    expect(res.body).toMatchObject({ TotalCost: 9.6, Revenue: 50, CostPercent: 19.2 });
    expect(res.body.Rows).toEqual([
      {
        TransferId: expect.any(String),
        TransferDate: '2026-03-05T19:00:00.000Z',
        // The room's venue's zone, in which the screen shows the time.
        TimeZone: 'America/New_York',
        FromLocationName: 'Harbor Point 12',
        ToLocationName: 'Harbor Point 12 Patrons Room',
        GoodId: good['Bottled Water'],
        GoodName: 'Bottled Water',
        CategoryName: 'Soft Drinks',
        Qty: 10,
        CostPerGood: 0.42,
        ExtendedCost: 4.2,
        UserName: 'Avery Admin',
        Notes: 'Opening night, "VIP"',
      },
      expect.objectContaining({ GoodName: 'Chocolate Bar', CategoryName: 'Candy & Confections', Qty: 3, CostPerGood: 1.1, ExtendedCost: 3.3 }),
      expect.objectContaining({ TransferDate: '2026-03-20T19:00:00.000Z', GoodName: 'Bottled Water', Qty: 5, ExtendedCost: 2.1, Notes: null }),
    ]);
    // Skip/Take page the rows; the totals stay those of the month.
    const page = await report({ InvLocId: loc.harborRoom, Year: 2026, Month: 3, Skip: 2, Take: 1 });
    expect(page.headers['x-list-count']).toBe('3');
    expect(page.body.Rows.map((r: { Qty: number }) => r.Qty)).toEqual([5]);
    expect(page.body.TotalCost).toBe(9.6);
    // April: 2 × 0.42 = 0.84 and no revenue entered.
    expect((await report({ InvLocId: loc.harborRoom, Year: 2026, Month: 4 })).body).toMatchObject({ TotalCost: 0.84, Revenue: null, CostPercent: null });
  });

  it('without InvLocId sums every patrons room the user may see', async () => {
    // 9.60 + Elm's 4 × 0.42 = 1.68 → 11.28 of 50.00 + 30.00 = 80.00 → 14.10 %.
    // The viewer (VenueManager ReadOnly) is an auditor and sees every room, as the admin (docs/stock.md).
    for (const who of [admin, manager, viewer]) {
      const res = await report({ Year: 2026, Month: 3 }, who);
      expect(res.status).toBe(200);
      expect(res.headers['x-list-count']).toBe('4');
      expect(res.body).toMatchObject({ TotalCost: 11.28, Revenue: 80, CostPercent: 14.1 });
    }
  });

  it('answers the CSV with the header, the rows quoted per RFC 4180 and the Total line', async () => {
    const res = await a.http.post('/api/v1/patronsRoom/report/csv').set(admin).send({ InvLocId: loc.harborRoom, Year: 2026, Month: 3, Take: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="patronsroomreport.csv"');
    expect(res.text).toBe(
      [
        '"Transfer Date","From","To","Good","Category","Qty","Cost Per Good","Extended Cost","User","Notes"',
        '"2026-03-05","Harbor Point 12","Harbor Point 12 Patrons Room","Bottled Water","Soft Drinks","10","0.42","4.20","Avery Admin","Opening night, ""VIP"""',
        '"2026-03-05","Harbor Point 12","Harbor Point 12 Patrons Room","Chocolate Bar","Candy & Confections","3","1.10","3.30","Avery Admin","Opening night, ""VIP"""',
        '"2026-03-20","Harbor Point 12","Harbor Point 12 Patrons Room","Bottled Water","Soft Drinks","5","0.42","2.10","Avery Admin",""',
        '"Total","","","","","","","9.60","",""',
        '',
      ].join('\r\n'),
    );
  });

  it('never lets a typed text run as a formula in the CSV', async () => {
    const res = await a.http.post('/api/v1/patronsRoom/report/csv').set(admin).send({ InvLocId: loc.elmRoom, Year: 2026, Month: 3 });
    expect(res.text.split('\r\n')[1]).toMatch(/,"'=HYPERLINK\(""http:\/\/example\.test""\)"$/);
  });

  it('checks the body, the room and the claims', async () => {
    const bad = await report({ InvLocId: loc.harborRoom, Year: 1990, Month: 13 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.ModelState).sort()).toEqual(['Month', 'Year']);
    const notRoom = await report({ InvLocId: loc.harbor, Year: 2026, Month: 3 });
    expect(notRoom.status).toBe(400);
    expect(notRoom.body.ModelState.InvLocId).toEqual(['This inventory location is not a patrons room']);
    expect((await report({ InvLocId: loc.harborRoom, Year: 2026, Month: 3 }, viewer)).status).toBe(200);
    expect((await report({ InvLocId: loc.harborRoom, Year: 2026, Month: 3 }, nobody)).status).toBe(403);
    expect((await a.http.post('/api/v1/patronsRoom/report/csv').set(nobody).send({ Year: 2026, Month: 3 })).status).toBe(403);
  });
});
