import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ClaimTypeNames, ClaimValue, type ClaimFlags, type InventoryReportRow } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { CurrentUser } from '../auth/current-user';
import { RecordSaleCommand, type SaleInput } from '../sales/commands/record-sale.command';
import { makeSalesLocation, makeTheatre, makeVenue } from '../seed/factories';

/**
 * Days are the venue's days (issue 12 point 8, docs/decisions.md "Venue days"): a New York venue
 * and a Los Angeles venue, day D = Saturday 2 May 2026 (EDT = UTC−4, PDT = UTC−7). New York's D
 * runs 2026-05-02T04:00Z to 2026-05-03T04:00Z, Los Angeles's 2026-05-02T07:00Z to 2026-05-03T07:00Z.
 * Every movement of the evening of D below is on 3 May in UTC, so under UTC days each would land on
 * the next day. Figures worked by hand in the comments (Bottled Water costs 0.42).
 */
describe('days are the venue-local days', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let actor: CurrentUser;
  let water: number;
  let waterKit: number;
  const ny = { venue: 0, store: 0, bar: 0, salesLocation: 0 };
  const la = { venue: 0, store: 0, bar: 0, salesLocation: 0 };
  const ids: Record<string, string> = {};
  // The evening sales' show events: 8:30–11 pm EDT in New York, 10 pm–0:30 am PDT in Los Angeles (both on 3 May in UTC).
  const nyShow = { Id: 2_000_000_001, Start: '2026-05-03T00:30:00.000Z', End: '2026-05-03T03:00:00.000Z' };
  const laShow = { Id: 2_000_000_002, Start: '2026-05-03T05:00:00.000Z', End: '2026-05-03T07:30:00.000Z' };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const push = async (path: string, body: Record<string, unknown>) => {
    const GuidId = randomUUID();
    const res = await a.http
      .post(`/api/v1/inventoryEventPush/${path}`)
      .set(admin)
      .send({ GuidId, ...body });
    expect(res.status).toBe(200);
    return GuidId;
  };
  const init = (to: number, at: string, qty: number) =>
    push('initializingTransfer', { ToInventoryLocationId: to, TransferDate: at, TransferGoods: [{ GoodId: water, Qty: qty }] });
  const move = (from: number, to: number, at: string, qty: number) =>
    push('inventoryTransfer', { FromInventoryLocationId: from, ToInventoryLocationId: to, TransferDate: at, TransferGoods: [{ GoodId: water, Qty: qty }] });
  const count = (at: number, when: string, counted: number) =>
    push('gainlostTransfer', { InventoryLocationId: at, TransferDate: when, Counts: [{ GoodId: water, Counted: counted }] });
  const waste = (at: number, when: string, qty: number, reason: number) =>
    push('wastageGoods', { InventoryLocationId: at, TransferDate: when, WastageId: reason, Goods: [{ GoodId: water, Qty: qty }] });
  const sell = async (salesLocation: number, when: string, qty: string, ShowEvent: SaleInput['ShowEvent'] = null) => {
    const SaleId = randomUUID();
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        {
          SaleId,
          SalesLocationId: salesLocation,
          ShowEvent,
          StationId: null,
          PosUserId: null,
          IsRefund: false,
          ReduceInventory: true,
          SaleDate: when,
          SaleKits: [{ KitId: waterKit, Qty: qty, SalePricePerKit: '2.00' }],
        },
        actor,
      ),
    );
    return SaleId;
  };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    const u = await a.t.db.selectFrom('app.auth_users').select(['Id', 'UserId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
    actor = { authUserId: u.Id, userId: u.UserId, roleId: 1, claims: Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags };
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
    waterKit = (await a.t.db.selectFrom('app.kits').select('Id').where('Name', '=', 'Water Bottle').executeTakeFirstOrThrow()).Id;
    const reason = (await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').executeTakeFirstOrThrow()).Id;
    const client = (await a.t.db.selectFrom('app.clients').select('Id').where('Name', '=', 'Northwind Cinemas').executeTakeFirstOrThrow()).Id;
    // Two venues made with the seed factories, each with its zone, a theatre and a bar.
    for (const [v, name, zone] of [
      [ny, 'Times Square 9', 'America/New_York'],
      [la, 'Sunset Boulevard 6', 'America/Los_Angeles'],
    ] as const) {
      await a.t.db.transaction().execute(async (tx) => {
        v.venue = (await makeVenue(tx, { ClientId: client, Name: name, TimeZone: zone })).Id;
        const theatre = await makeTheatre(tx, { VenueId: v.venue, Name: `${name} - Auditorium 1` });
        v.salesLocation = (await makeSalesLocation(tx, { TheatreId: theatre.Id, Name: `${name} Bar` })).Id;
      });
      const locations = await a.t.db.selectFrom('app.inventory_locations').select(['Id', 'Kind']).where('VenueId', '=', v.venue).execute();
      v.store = locations.find((l) => l.Kind === 'venue')!.Id;
      v.bar = locations.find((l) => l.Kind === 'sales_location')!.Id;
    }

    // New York: 100 in on 1 May, 40 to the bar; on D at 8 pm 10 more to the bar and 5 sold; the
    // bar counted at 11 pm (44 of 45 expected); on 3 May at 0:30 am 2 wasted.
    await init(ny.store, '2026-05-01T14:00:00Z', 100); // 10 am EDT, 1 May
    await move(ny.store, ny.bar, '2026-05-01T15:00:00Z', 40); // 11 am EDT, 1 May
    ids.nyEvening = await move(ny.store, ny.bar, '2026-05-03T00:00:00Z', 10); // 8 pm EDT, 2 May
    ids.nySale = await sell(ny.salesLocation, '2026-05-03T00:00:00Z', '5', nyShow); // 8 pm EDT, 2 May
    ids.nyCount = await count(ny.bar, '2026-05-03T03:00:00Z', 44); // 11 pm EDT, 2 May
    await waste(ny.bar, '2026-05-03T04:30:00Z', 2, reason); // 0:30 am EDT, 3 May

    // Los Angeles: 50 in on 1 May; on D at 11:30 pm 20 to the bar, 3 sold at 11:40 pm, the bar
    // counted at 11:50 pm (16 of 17 expected); on 3 May at 0:15 am 4 more to the bar.
    await init(la.store, '2026-05-01T17:00:00Z', 50); // 10 am PDT, 1 May
    ids.laEvening = await move(la.store, la.bar, '2026-05-03T06:30:00Z', 20); // 11:30 pm PDT, 2 May
    ids.laSale = await sell(la.salesLocation, '2026-05-03T06:40:00Z', '3', laShow); // 11:40 pm PDT, 2 May
    ids.laCount = await count(la.bar, '2026-05-03T06:50:00Z', 16); // 11:50 pm PDT, 2 May
    ids.laNextDay = await move(la.store, la.bar, '2026-05-03T07:15:00Z', 4); // 0:15 am PDT, 3 May
  });
  afterAll(() => a.close());

  const summary = async (location: number, fromDate: string, toDate = fromDate) => {
    const res = await a.http.post('/api/v1/venues/managers/inventorySummary/').set(admin).send({ InvLocId: location, fromDate, toDate });
    expect(res.status).toBe(200);
    const row = (res.body.Rows as InventoryReportRow[]).find((r) => r.Name === 'Bottled Water');
    return { From: res.body.From, To: res.body.To, row };
  };
  const figures = (r: InventoryReportRow | undefined) =>
    r && {
      ExpectedOpening: r.ExpectedOpening,
      Additions: r.Additions,
      Sales: r.Sales,
      Wastes: r.Wastes,
      ExpectedEnd: r.ExpectedEnd,
      CountedEnd: r.CountedEnd,
      PostEndingTransfers: r.PostEndingTransfers,
      Variance: r.Variance,
      GainLoss: r.GainLoss,
    };

  it('the summary report counts the evening of D on D, at each venue', async () => {
    // New York, D: opening 40; +10 at 8 pm; 5 sold at 8 pm; expected 45, counted 44 at 11 pm:
    // variance −1, gain/loss −1 × 0.42 = −0.42. The waste of 0:30 am is the next day's.
    const nyD = await summary(ny.bar, '2026-05-02');
    expect([nyD.From, nyD.To]).toEqual(['2026-05-02T04:00:00.000Z', '2026-05-03T04:00:00.000Z']);
    expect(figures(nyD.row)).toEqual({
      ExpectedOpening: 40,
      Additions: 10,
      Sales: 5,
      Wastes: 0,
      ExpectedEnd: 45,
      CountedEnd: 44,
      PostEndingTransfers: 0,
      Variance: -1,
      GainLoss: -0.42,
    });
    // New York, D+1: opening 44 (the count), 2 wasted at 0:30 am, nothing else.
    const nyNext = await summary(ny.bar, '2026-05-03');
    expect(figures(nyNext.row)).toMatchObject({ Additions: 0, Sales: 0, Wastes: 2, ExpectedEnd: 42, CountedEnd: null });

    // Los Angeles, D: nothing before; +20 at 11:30 pm; 3 sold at 11:40 pm; expected 17, counted 16:
    // variance −1, −0.42. The 4 moved at 0:15 am on 3 May are the next day's (not post-ending).
    const laD = await summary(la.bar, '2026-05-02');
    expect([laD.From, laD.To]).toEqual(['2026-05-02T07:00:00.000Z', '2026-05-03T07:00:00.000Z']);
    expect(figures(laD.row)).toEqual({
      ExpectedOpening: 0,
      Additions: 20,
      Sales: 3,
      Wastes: 0,
      ExpectedEnd: 17,
      CountedEnd: 16,
      PostEndingTransfers: 0,
      Variance: -1,
      GainLoss: -0.42,
    });
    expect(figures((await summary(la.bar, '2026-05-03')).row)).toMatchObject({ Additions: 4, Sales: 0, ExpectedEnd: 20 });

    // The venue's composite entry over D: the store's −10 and the bar's +10 cancel; 5 sold.
    const composite = await a.http
      .post('/api/v1/venues/managers/inventorySummary/')
      .set(admin)
      .send({ InvLocId: ny.store, Composite: true, fromDate: '2026-05-02', toDate: '2026-05-02' });
    expect(composite.body.Rows.find((r: InventoryReportRow) => r.Name === 'Bottled Water')).toMatchObject({ Sales: 5, Additions: 0 });
  });

  /** The transfer list's Inventory movements for a search: their names in `ids`, and the X-List-Count. */
  const inventoryTransfers = async (body: Record<string, unknown>) => {
    const res = await a.http
      .post('/api/v1/transfers/_search')
      .set(admin)
      .send({ TransferTypeId: 1, Take: 100, ...body });
    expect(res.status).toBe(200);
    const names: string[] = res.body.map((t: { Id: string }) => Object.entries(ids).find(([, v]) => v === t.Id)?.[0] ?? 'other');
    return { count: res.headers['x-list-count'] as string, names };
  };

  it('the transfer list filters each movement by its own venue’s days', async () => {
    const list = async (body: Record<string, unknown>) => (await inventoryTransfers(body)).names;
    // Both venues at once, newest first: 11:30 pm in Los Angeles and 8 pm in New York are both on D.
    expect(await list({ FromDate: '2026-05-02', ToDate: '2026-05-02' })).toEqual(['laEvening', 'nyEvening']);
    expect(await list({ FromDate: '2026-05-03', ToDate: '2026-05-03' })).toEqual(['laNextDay']);
    expect(await list({ VenueId: ny.venue, FromDate: '2026-05-02', ToDate: '2026-05-02' })).toEqual(['nyEvening']);
    expect(await list({ VenueId: ny.venue, FromDate: '2026-05-03' })).toEqual([]);
    expect(await list({ VenueId: la.venue, ToDate: '2026-05-02' })).toEqual(['laEvening']);
    // A day that is no day is refused, not read as another.
    expect((await a.http.post('/api/v1/transfers/_search').set(admin).send({ FromDate: '2026-02-30' })).status).toBe(400);
  });

  it('in one zone (every venue in New York), the transfer list reads the same venue days without joining the zone', async () => {
    const list = async (body: Record<string, unknown>) => {
      const { count, names } = await inventoryTransfers(body);
      return [count, ...names];
    };
    await a.t.db.updateTable('app.venues').set({ TimeZone: 'America/New_York' }).where('Id', '=', la.venue).execute();
    try {
      // New York's D ends at 2026-05-03T04:00Z: the Los Angeles movements of 6:30 and 7:15 UTC are now on 3 May.
      expect(await list({ FromDate: '2026-05-02', ToDate: '2026-05-02' })).toEqual(['1', 'nyEvening']);
      expect(await list({ FromDate: '2026-05-03', ToDate: '2026-05-03' })).toEqual(['2', 'laNextDay', 'laEvening']);
      expect(await list({ VenueId: la.venue, ToDate: '2026-05-02' })).toEqual(['0']);
    } finally {
      await a.t.db.updateTable('app.venues').set({ TimeZone: 'America/Los_Angeles' }).where('Id', '=', la.venue).execute();
    }
  });

  it('the count log reads its times at each count’s venue, and the end-of-day status answers venue days', async () => {
    const search = async (body: Record<string, unknown>) => {
      const res = await a.http.post('/api/v1/venues/managers/_searchInventoryLogs').set(admin).send(body);
      expect(res.status).toBe(200);
      return res.body.map((r: { Id: string }) => Object.entries(ids).find(([, v]) => v === r.Id)?.[0] ?? 'other');
    };
    // "Today" = D sent as local midnights: both evening counts, newest first.
    expect(await search({ DateLogFrom: '2026-05-02T00:00:00', DateLogTo: '2026-05-03T00:00:00' })).toEqual(['laCount', 'nyCount']);
    expect(await search({ DateLogFrom: '2026-05-03', DateLogTo: '2026-05-04' })).toEqual([]);
    expect(await search({ VenueId: la.venue, DateLogFrom: '2026-05-02T23:45' })).toEqual(['laCount']);
    expect(await search({ VenueId: ny.venue, DateLogTo: '2026-05-02T23:00' })).toEqual([]);
    // An instant with its offset is taken as it is, the same at every venue.
    expect(await search({ DateLogFrom: '2026-05-03T04:00:00Z', DateLogTo: '2026-05-03T07:00:00Z' })).toEqual(['laCount']);

    const eod = async (venueId: number, location: number) => {
      const res = await a.http
        .post('/api/v1/venues/managers/inventoryLocations/endOfDayStatus/')
        .set(admin)
        .send({ VenueId: venueId, FromDate: '2026-05-01', ToDate: '2026-05-03' });
      expect(res.status).toBe(200);
      return res.body.find((l: { InventoryLocationId: number }) => l.InventoryLocationId === location).Days;
    };
    expect(await eod(ny.venue, ny.bar)).toEqual([
      { Date: '2026-05-01', CountId: null, CountedAt: null, HasIssue: false },
      { Date: '2026-05-02', CountId: ids.nyCount, CountedAt: '2026-05-03T03:00:00.000Z', HasIssue: true },
      { Date: '2026-05-03', CountId: null, CountedAt: null, HasIssue: false },
    ]);
    expect((await eod(la.venue, la.bar))[1]).toEqual({ Date: '2026-05-02', CountId: ids.laCount, CountedAt: '2026-05-03T06:50:00.000Z', HasIssue: true });
  });

  it('the answers that carry a venue’s event times carry its time zone', async () => {
    // The transfer list and detail: the From side's venue (both sides are one venue's here).
    const rows = (await a.http.post('/api/v1/transfers/_search').set(admin).send({ TransferTypeId: 1, FromDate: '2026-05-02', ToDate: '2026-05-02' })).body;
    expect(rows.map((t: { Id: string; TimeZone: string }) => [t.Id, t.TimeZone])).toEqual([
      [ids.laEvening, 'America/Los_Angeles'],
      [ids.nyEvening, 'America/New_York'],
    ]);
    const detail = await a.http.get(`/api/v1/transfers/${ids.nyEvening}/isWastage/false`).set(admin);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ TransferDate: '2026-05-03T00:00:00.000Z', TimeZone: 'America/New_York' });

    // The sale detail.
    for (const [sale, zone] of [
      [ids.nySale, 'America/New_York'],
      [ids.laSale, 'America/Los_Angeles'],
    ]) {
      const res = await a.http.get(`/api/v1/venues/managers/inventorySummary/sale/${sale}`).set(admin);
      expect(res.status).toBe(200);
      expect(res.body.TimeZone).toBe(zone);
    }

    // The drill-down events, movements and counts alike.
    const drill = async (location: number, Column: string) => {
      const res = await a.http
        .post('/api/v1/venues/managers/inventorySummary/drillDown')
        .set(admin)
        .send({ InvLocId: location, fromDate: '2026-05-02', toDate: '2026-05-02', GoodId: water, Column });
      expect(res.status).toBe(200);
      return res.body.map((r: { At: string; TimeZone: string }) => [r.At, r.TimeZone]);
    };
    expect(await drill(la.bar, 'Additions')).toEqual([['2026-05-03T06:30:00.000Z', 'America/Los_Angeles']]);
    expect(await drill(ny.bar, 'Sales')).toEqual([['2026-05-03T00:00:00.000Z', 'America/New_York']]);
    expect(await drill(ny.bar, 'CountedEnd')).toEqual([['2026-05-03T03:00:00.000Z', 'America/New_York']]);

    // The report (its From and To, a show event's window when one is picked) and the show event filter's choices.
    const report = async (location: number, ShowEventId?: number) =>
      (
        await a.http
          .post('/api/v1/venues/managers/inventorySummary/')
          .set(admin)
          .send({ InvLocId: location, fromDate: '2026-05-02', toDate: '2026-05-02', ShowEventId })
      ).body;
    expect(await report(ny.bar)).toMatchObject({ From: '2026-05-02T04:00:00.000Z', TimeZone: 'America/New_York' });
    expect(await report(la.bar, laShow.Id)).toMatchObject({ From: laShow.Start, To: laShow.End, TimeZone: 'America/Los_Angeles' });
    const shows = async (location: number, day: string) => {
      const res = await a.http.post('/api/v1/venues/managers/inventorySummary/showEvents').set(admin).send({ InvLocId: location, fromDate: day, toDate: day });
      expect(res.status).toBe(200);
      return res.body;
    };
    // Each show is on D at its venue (its sale was), though on 3 May in UTC.
    expect(await shows(ny.bar, '2026-05-02')).toEqual([{ ShowEventId: nyShow.Id, Start: nyShow.Start, End: nyShow.End, TimeZone: 'America/New_York' }]);
    expect(await shows(la.bar, '2026-05-02')).toEqual([{ ShowEventId: laShow.Id, Start: laShow.Start, End: laShow.End, TimeZone: 'America/Los_Angeles' }]);
    expect(await shows(la.bar, '2026-05-03')).toEqual([]);

    // The end-of-day status: every location of the venue, its counts' times shown at the venue.
    for (const [venue, zone] of [
      [ny.venue, 'America/New_York'],
      [la.venue, 'America/Los_Angeles'],
    ] as const) {
      const res = await a.http
        .post('/api/v1/venues/managers/inventoryLocations/endOfDayStatus/')
        .set(admin)
        .send({ VenueId: venue, FromDate: '2026-05-02', ToDate: '2026-05-02' });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(1);
      expect([...new Set(res.body.map((l: { TimeZone: string }) => l.TimeZone))]).toEqual([zone]);
    }
  });
});
