import { sql } from 'kysely';
import { createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { parseReplayBound, registeredProjections, replayProjections } from '@intermission/projections';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../../tests/support/scripted-week';

/**
 * The liquor control report (docs/reports.md "Liquor control report") over the scripted week
 * (tests/support/scripted-week.ts): every column by hand. Vodka: V = 25 oz a bottle, 20.00 a
 * bottle = 0.80 an ounce. A Vodka Soda pours 0.06 bottle (1.5 oz), a Double Vodka 0.12 (3 oz).
 */
describe('liquor control report', () => {
  let a: TestApp;
  let week: ScriptedWeek;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  const search = (body: object, who = as.admin) => a.http.post('/api/v1/venues/managers/liquor-control-report/_search').set(who).send(body);
  const drill = (body: object, who = as.admin) => a.http.post('/api/v1/venues/managers/liquor-control-report/drillDown').set(who).send(body);
  const wholeWeek = () => ({ FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: week.venueId });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    week = await recordScriptedWeek(a);
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
  }, 180_000);
  afterAll(() => a.close());

  describe('the scripted week', () => {
    const row = (Day: string, stand: 'A' | 'C', f: Record<string, unknown>) => ({
      Day,
      SalesLocationId: week.salesLocations[stand],
      SalesLocation: stand === 'A' ? 'Scripted Main Bar' : 'Scripted Test Bar',
      TheatreId: stand === 'A' ? week.theatres.main : week.theatres.test,
      Theatre: stand === 'A' ? 'Scripted Main Stage' : 'Scripted Test Stage',
      InventoryLocationId: week.inventoryLocations[stand],
      GoodId: week.goods.Vodka,
      Good: 'Scripted Vodka (750 ml)',
      Volume: 25,
      CostPerOunce: 0.8, // 20.00 / 25
      ...f,
    });
    const counted = (n: number) => ({ EndOfDayCountId: week.facts.stockCounts[n]!.GuidId, EndOfDayCountedAt: week.facts.stockCounts[n]!.TransferDate });

    it('answers every column of every row and the totals, computed by hand', async () => {
      const res = await search(wholeWeek(), as.manager);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ VenueId: week.venueId, Venue: 'Scripted Week Playhouse', TimeZone: 'America/New_York', AsOf: null });
      // [start of Mon 16 Nov, start of Mon 23 Nov) in New York (EST, UTC−5).
      expect([res.body.From, res.body.To]).toEqual(['2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z']);
      // Rows only where the vodka sold or was counted: Main Bar Mon–Fri and Sun (not Sat), the Test Bar on Wed. Soda and pretzels are not alcohol.
      expect(res.body.Rows).toEqual([
        // Mon: sold A1 2 × 1.5 + A2 1 × 3 = 6 oz; opening 0; transfers +4 bottles = 100 oz; count 3.70 = 92.5 oz; closing 92.5;
        // used 0 + 100 − 92.5 = 7.5; variance 6 − 7.5 = −1.5 oz; −0.06 bottle × 20.00 = −1.20.
        row('2026-11-16', 'A', {
          VolumeSold: 6,
          OpeningVolume: 0,
          TransfersVolume: 100,
          ...counted(0),
          EndOfDayCountedVolume: 92.5,
          ClosingVolume: 92.5,
          TotalActualVolumeDecreased: 7.5,
          VarianceVolume: -1.5,
          VarianceCost: -1.2,
        }),
        // Tue: sold A3 1.5 − A4 1.5 (refund) + A5 3 × 1.5 = 4.5 oz; opening 92.5; count 3.50 = 87.5; used 92.5 − 87.5 = 5;
        // variance 4.5 − 5 = −0.5 oz; −0.02 × 20.00 = −0.40.
        row('2026-11-17', 'A', {
          VolumeSold: 4.5,
          OpeningVolume: 92.5,
          TransfersVolume: 0,
          ...counted(1),
          EndOfDayCountedVolume: 87.5,
          ClosingVolume: 87.5,
          TotalActualVolumeDecreased: 5,
          VarianceVolume: -0.5,
          VarianceCost: -0.4,
        }),
        // Wed: sold A6 2 × 3 + A7 1.5 = 7.5 oz; opening 87.5; count 3.20 = 80; used 7.5; variance 0.
        row('2026-11-18', 'A', {
          VolumeSold: 7.5,
          OpeningVolume: 87.5,
          TransfersVolume: 0,
          ...counted(2),
          EndOfDayCountedVolume: 80,
          ClosingVolume: 80,
          TotalActualVolumeDecreased: 7.5,
          VarianceVolume: 0,
          VarianceCost: 0,
        }),
        // Test Bar Wed (the test theatre is in this report): sold C1 1.5 oz; opening 1 bottle = 25 (Monday's transfer); count 0.90 = 22.5;
        // used 25 − 22.5 = 2.5; variance −1 oz; −0.04 × 20.00 = −0.80.
        row('2026-11-18', 'C', {
          VolumeSold: 1.5,
          OpeningVolume: 25,
          TransfersVolume: 0,
          ...counted(3),
          EndOfDayCountedVolume: 22.5,
          ClosingVolume: 22.5,
          TotalActualVolumeDecreased: 2.5,
          VarianceVolume: -1,
          VarianceCost: -0.8,
        }),
        // Thu: no end-of-day count: used and the variances null. Sold A8 4 × 1.5 = 6 oz; opening 80; transfers +2 = 50;
        // closing (the uncounted ledger) 80 + 50 − 6 = 124.
        row('2026-11-19', 'A', {
          VolumeSold: 6,
          OpeningVolume: 80,
          TransfersVolume: 50,
          EndOfDayCountId: null,
          EndOfDayCountedAt: null,
          EndOfDayCountedVolume: null,
          ClosingVolume: 124,
          TotalActualVolumeDecreased: null,
          VarianceVolume: null,
          VarianceCost: null,
        }),
        // Fri: sold A9 2 × 3 + A10 1.5 = 7.5; opening 124; count 4.60 = 115; used 9; variance −1.5 oz; −0.06 × 20.00 = −1.20.
        row('2026-11-20', 'A', {
          VolumeSold: 7.5,
          OpeningVolume: 124,
          TransfersVolume: 0,
          ...counted(4),
          EndOfDayCountedVolume: 115,
          ClosingVolume: 115,
          TotalActualVolumeDecreased: 9,
          VarianceVolume: -1.5,
          VarianceCost: -1.2,
        }),
        // Sun: sold A11 1.5; opening 115 (nothing on Sat); count 4.54 = 113.5; used 1.5; variance 0.
        row('2026-11-22', 'A', {
          VolumeSold: 1.5,
          OpeningVolume: 115,
          TransfersVolume: 0,
          ...counted(5),
          EndOfDayCountedVolume: 113.5,
          ClosingVolume: 113.5,
          TotalActualVolumeDecreased: 1.5,
          VarianceVolume: 0,
          VarianceCost: 0,
        }),
      ]);
      // Sold 6 + 4.5 + 7.5 + 1.5 + 6 + 7.5 + 1.5 = 34.5; used (answered rows) 7.5 + 5 + 7.5 + 2.5 + 9 + 1.5 = 33;
      // variance −1.5 − 0.5 + 0 − 1 − 1.5 + 0 = −4.5 oz; cost −1.20 − 0.40 − 0.80 − 1.20 = −3.60; one row (Thu) unanswered.
      expect(res.body.Totals).toEqual({
        VolumeSold: 34.5,
        TotalActualVolumeDecreased: 33,
        VarianceVolume: -4.5,
        VarianceCost: -3.6,
        RowsWithoutEndOfDayCount: 1,
      });
    });

    it('narrows to a sales location, and to a show event (its theatre, its day)', async () => {
      const test = await search({ ...wholeWeek(), SalesLocationId: week.salesLocations.C });
      expect(test.body.Rows.map((r: { Day: string; SalesLocationId: number }) => [r.Day, r.SalesLocationId])).toEqual([['2026-11-18', week.salesLocations.C]]);
      const e4 = await search({ ...wholeWeek(), ShowEventId: week.showEvents.E4 });
      expect(e4.body.Rows.map((r: { Day: string; TotalActualVolumeDecreased: unknown }) => [r.Day, r.TotalActualVolumeDecreased])).toEqual([
        ['2026-11-19', null],
      ]);
      // Thursday alone: sold 6, nothing answered.
      expect(e4.body.Totals).toEqual({
        VolumeSold: 6,
        TotalActualVolumeDecreased: null,
        VarianceVolume: null,
        VarianceCost: null,
        RowsWithoutEndOfDayCount: 1,
      });
      const lobby = await search({ ...wholeWeek(), SalesLocationId: week.salesLocations.B });
      expect(lobby.body.Rows).toEqual([]);
    });

    it('opens the sales behind the volume sold, the counts and movements behind the volume used, and both behind the variance', async () => {
      const base = { VenueId: week.venueId, Day: '2026-11-17', SalesLocationId: week.salesLocations.A, GoodId: week.goods.Vodka };
      const sold = await drill({ ...base, Column: 'VolumeSold' }, as.manager);
      expect(sold.status).toBe(200);
      expect(sold.headers['x-list-count']).toBe('3');
      const sale = (key: string) => week.facts.sales.find((s) => s.key === key)!;
      // A3 1.5, A4 −1.5 (refund), A5 4.5: 4.5 oz.
      expect(sold.body).toEqual([
        expect.objectContaining({
          Kind: 'sale',
          Id: sale('A3').SaleId,
          Qty: 0.06,
          Volume: 1.5,
          Description: 'Scripted Vodka Soda',
          StationName: 'Scripted POS A',
        }),
        expect.objectContaining({ Kind: 'sale', Id: sale('A4').SaleId, Qty: -0.06, Volume: -1.5, Description: 'Refund: Scripted Vodka Soda' }),
        expect.objectContaining({ Kind: 'sale', Id: sale('A5').SaleId, Qty: 0.18, Volume: 4.5, Link: `/inventory/sale?id=${sale('A5').SaleId}` }),
      ]);
      // Used on Tue: opening 3.70 = +92.5, the count 3.50 = −87.5: 5 oz.
      const used = await drill({ ...base, Column: 'TotalActualVolumeDecreased' });
      expect(used.body).toEqual([
        expect.objectContaining({ Kind: 'opening', Qty: 3.7, Volume: 92.5 }),
        expect.objectContaining({ Kind: 'count', Id: week.facts.stockCounts[1]!.GuidId, Qty: 3.5, Volume: -87.5 }),
      ]);
      // Monday: the transfer of 4 bottles in is behind the used figure: 0 + 100 − 92.5 = 7.5.
      const monday = await drill({ ...base, Day: '2026-11-16', Column: 'TotalActualVolumeDecreased' });
      expect(monday.body.map((l: { Kind: string; Volume: number }) => [l.Kind, l.Volume])).toEqual([
        ['opening', 0],
        ['transfer', 100],
        ['count', -92.5],
      ]);
      // The variance: 4.5 sold − 5 used = −0.5, its lines add up to it.
      const variance = await drill({ ...base, Column: 'VarianceCost' });
      expect(variance.body.reduce((s: number, l: { Volume: number }) => s + l.Volume * 10, 0) / 10).toBe(-0.5);
      // Thursday: no end-of-day answer, nothing behind the used figure.
      const thursday = await drill({ ...base, Day: '2026-11-19', Column: 'TotalActualVolumeDecreased' });
      expect([thursday.status, thursday.body]).toEqual([200, []]);
    });
  });

  it('runs as of a replayed schema and says so', async () => {
    // Replay up to Tuesday's count at the Main Bar (the week's second InventoryCounted): Monday and Tuesday only.
    const { rows } = await sql<{ p: string }>`SELECT transaction_id::text || ':' || position::text AS p FROM es.events
      WHERE type = 'InventoryCounted' ORDER BY transaction_id, position`.execute(a.t.db);
    const pool = createEventStorePool({ connectionString: a.t.url, max: 2 });
    const store = createPostgresEventStore(pool);
    try {
      await replayProjections({
        pool,
        store,
        projections: registeredProjections().filter((p) => ['stock', 'inventory_reports', 'sales'].includes(p.name)),
        until: parseReplayBound(rows[1]!.p),
        schema: 'asof_liquor_tuesday',
      });
    } finally {
      await store.close();
      await pool.end();
    }
    process.env.REPORTS_SCHEMA = 'asof_liquor_tuesday';
    try {
      const res = await search(wholeWeek());
      expect(res.body.AsOf).toMatchObject({ Name: 'asof_liquor_tuesday', Comment: expect.stringMatching(/^Replay of \d+ events up to /) });
      // Monday and Tuesday as above; nothing sold or counted after Tuesday's count yet.
      expect(
        res.body.Rows.map((r: { Day: string; VolumeSold: number; TotalActualVolumeDecreased: number }) => [r.Day, r.VolumeSold, r.TotalActualVolumeDecreased]),
      ).toEqual([
        ['2026-11-16', 6, 7.5],
        ['2026-11-17', 4.5, 5],
      ]);
    } finally {
      delete process.env.REPORTS_SCHEMA;
    }
    expect((await search(wholeWeek())).body.AsOf).toBeNull();
  });

  describe('access and bad input', () => {
    it('401 without a token, 403 without VenueManager; a ReadOnly viewer reads it', async () => {
      expect((await a.http.post('/api/v1/venues/managers/liquor-control-report/_search').send(wholeWeek())).status).toBe(401);
      expect((await search(wholeWeek(), as.nobody)).status).toBe(403);
      expect((await search(wholeWeek(), as.viewer)).status).toBe(200);
      expect(
        (
          await drill(
            { VenueId: week.venueId, Day: '2026-11-17', SalesLocationId: week.salesLocations.A, GoodId: week.goods.Vodka, Column: 'VolumeSold' },
            as.nobody,
          )
        ).status,
      ).toBe(403);
    });

    it('answers 404 for a venue the manager does not manage', async () => {
      const lakeside = await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', 'Lakeside Playhouse').executeTakeFirstOrThrow();
      expect((await search({ ...wholeWeek(), VenueId: lakeside.Id }, as.manager)).status).toBe(404);
      expect((await search({ ...wholeWeek(), VenueId: lakeside.Id }, as.admin)).status).toBe(200);
    });

    it.each([
      { what: 'no venue', body: { FromDate: '2026-11-16', ToDate: '2026-11-22' } },
      { what: 'a venue id beyond 32 bits', body: { FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: 2 ** 40 } },
      { what: 'To before From', body: { FromDate: '2026-11-22', ToDate: '2026-11-16', VenueId: 1 } },
      { what: 'a NUL in a date', body: { FromDate: '2026-11-16\u0000', ToDate: '2026-11-22', VenueId: 1 } },
      { what: 'a huge string', body: { FromDate: '2'.repeat(100_000), ToDate: '2026-11-22', VenueId: 1 } },
      { what: 'a huge number', body: { FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: 1e308 } },
      { what: 'more than a year', body: { FromDate: '2025-01-01', ToDate: '2026-11-22', VenueId: 1 } },
      { what: 'a sales location beyond 32 bits', body: { FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: 1, SalesLocationId: 2 ** 33 } },
    ])('400 for $what', async ({ body }) => {
      expect((await search(body)).status).toBe(400);
    });

    it.each([
      { what: 'an unknown column', body: { Column: 'Price' } },
      { what: 'no day', body: { Day: undefined } },
      { what: 'a good id beyond 32 bits', body: { GoodId: 2 ** 40 } },
    ])('drill-down: 400 for $what', async ({ body }) => {
      const base = { VenueId: week.venueId, Day: '2026-11-17', SalesLocationId: week.salesLocations.A, GoodId: week.goods.Vodka, Column: 'VolumeSold' };
      expect((await drill({ ...base, ...body })).status).toBe(400);
    });

    it('404 for a sales location or a show event of another venue, and for a good that is not alcohol', async () => {
      const other = await a.t.db
        .selectFrom('app.sales_locations')
        .select('Id')
        .where('Id', 'not in', Object.values(week.salesLocations))
        .executeTakeFirstOrThrow();
      expect((await search({ ...wholeWeek(), SalesLocationId: other.Id })).status).toBe(404);
      const otherEvent = await a.t.db.selectFrom('app.show_events').select('Id').where('Id', 'not in', Object.values(week.showEvents)).executeTakeFirst();
      if (otherEvent) expect((await search({ ...wholeWeek(), ShowEventId: otherEvent.Id })).status).toBe(404);
      const d = await drill({
        VenueId: week.venueId,
        Day: '2026-11-17',
        SalesLocationId: week.salesLocations.A,
        GoodId: week.goods.Soda,
        Column: 'VolumeSold',
      });
      expect(d.status).toBe(404);
    });
  });
});
