import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { parseReplayBound, registeredProjections, replayProjections } from '@intermission/projections';
import { EndTimeMessage } from '@intermission/contracts';
import { kitNight } from '../../../../../tests/support/sales-report-fixtures';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { bearer } from '../../../../../tests/support/shows-fixtures';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * The kit sales report (document 2 §3 "Sales summary data", §5 "Sales summary", §9; docs/reports.md
 * "Kit sales report") over the API, on the night of tests/support/sales-report-fixtures.ts: every
 * figure by hand, the tenders, access, bad input, the drill-down and kitsalesreport.xlsx read back.
 */
describe('kit sales report (sales/itemizedSalesReport)', () => {
  let a: TestApp;
  let as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }>;
  let night: Awaited<ReturnType<typeof kitNight>>;
  let lakesideVenue: number;
  let week: ScriptedWeek;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    as = {} as typeof as;
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = bearer((await a.signIn(who)).token);
    night = await kitNight(a);
    week = await recordScriptedWeek(a);
    lakesideVenue = (await a.t.db.selectFrom('app.venues').select('Id').where('Name', '=', 'Lakeside Playhouse').executeTakeFirstOrThrow()).Id;
    // A seeded app, the night and the scripted week: on the shared 2-core machine this takes longer than the default 30 s.
  }, 180_000);
  afterAll(() => a.close());

  const run = (body: object, who = as.admin) => a.http.post('/api/v1/sales/itemizedSalesReport').set(who).send(body);
  const day = (over: object = {}) => ({ FromDate: '2026-11-12', ToDate: '2026-11-12', VenueId: night.harbor.VenueId, ...over });

  // The night's rows at 6 % (State Sales Tax), by kit name:
  // Large Cola 1 × 5.25: tax 5.25 − 5.25/1.06 = 0.29717 → 0.30; COGs 6 oz × 0.06 + cup 0.09 = 0.45
  // Popcorn & Cola Combo 1 × 12.50: tax 12.50 − 11.79245 = 0.70755 → 0.71; COGs 0.5 × 1.25 + 0.15 + 6 × 0.06 + 0.09 = 1.225 → 1.23
  // Small Popcorn 2 (M1) + 2 (S1) − 1 (S3) = 3 × 6.50 = 19.50: tax 19.50 − 18.39623 = 1.10377 → 1.10; COGs 3 × (0.25 × 1.25 + 0.15) = 1.3875 → 1.39
  // Water Bottle 2 × 3.75 = 7.50, taxable 3.75 + (3.75 − 0.75) = 6.75: tax 6.75 − 6.36792 = 0.38208 → 0.38; COGs 2 × 0.42 = 0.84
  const rows = (ids: Record<string, number>) => [
    {
      KitId: ids['Large Cola'],
      KitName: 'Large Cola',
      Quantity: 1,
      SalePrice: 5.25,
      GrossSales: 5.25,
      TaxableAmt: 5.25,
      TaxRate: 6,
      TaxAmount: 0.3,
      COGs: 0.45,
    },
    {
      KitId: ids['Popcorn & Cola Combo'],
      KitName: 'Popcorn & Cola Combo',
      Quantity: 1,
      SalePrice: 12.5,
      GrossSales: 12.5,
      TaxableAmt: 12.5,
      TaxRate: 6,
      TaxAmount: 0.71,
      COGs: 1.23,
    },
    {
      KitId: ids['Small Popcorn'],
      KitName: 'Small Popcorn',
      Quantity: 3,
      SalePrice: 6.5,
      GrossSales: 19.5,
      TaxableAmt: 19.5,
      TaxRate: 6,
      TaxAmount: 1.1,
      COGs: 1.39,
    },
    {
      KitId: ids['Water Bottle'],
      KitName: 'Water Bottle',
      Quantity: 2,
      SalePrice: 3.75,
      GrossSales: 7.5,
      TaxableAmt: 6.75,
      TaxRate: 6,
      TaxAmount: 0.38,
      COGs: 0.84,
    },
  ];
  // Quantity 1 + 1 + 3 + 2 = 7; gross 5.25 + 12.50 + 19.50 + 7.50 = 44.75; taxable 5.25 + 12.50 + 19.50 + 6.75 = 44.00;
  // tax 0.30 + 0.71 + 1.10 + 0.38 = 2.49; COGs 0.45 + 1.23 + 1.39 + 0.84 = 3.91
  const totals = { Quantity: 7, GrossSales: 44.75, TaxableAmt: 44, TaxAmount: 2.49, COGs: 3.91 };
  // cash 11.70 (M1) + 13.00 (S1) − 6.50 (S3) = 18.20; credit 14.63 (S2; its 2.00 tip is no sale); voucher 3.75; pre-order 5.25;
  // discount 1.30 (M1: 13.00 × 10 %) + 1.62 (S2: 16.25 − 14.63) = 2.92; 18.20 + 14.63 + 3.75 + 5.25 + 2.92 = 44.75 = the gross
  const tenders = { CashTotal: 18.2, CreditTotal: 14.63, VoucherTotal: 3.75, PreOrderTotal: 5.25, TabTotal: 0, DiscountAmount: 2.92 };

  it('answers every column and total of the night by hand, at the venue’s day', async () => {
    const res = await run(day());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      SalesSummaryData: rows(night.kit),
      Totals: totals,
      ...tenders,
      // 12 Nov at New York: 05:00Z to 05:00Z the next day (ToTime 23:59 reaches the midnight).
      From: '2026-11-12T05:00:00.000Z',
      To: '2026-11-13T05:00:00.000Z',
      TimeZone: 'America/New_York',
      AsOf: null,
    });
  });

  it('takes a show event’s sales whatever their date, and a second day adds S6', async () => {
    const byEvent = await run({ FromDate: '2026-11-01', ToDate: '2026-11-01', ShowEventId: night.showEventId });
    expect(byEvent.body.SalesSummaryData).toEqual(rows(night.kit));
    expect(byEvent.body.Totals).toEqual(totals);
    const two = await run(day({ ToDate: '2026-11-13' }));
    // + Candy Bar 1 × 4.50 (S6, 20:00 on the 13th): tax 4.50 − 4.24528 = 0.25472 → 0.25; COGs 1.10; cash 18.20 + 4.50 = 22.70
    expect(two.body.SalesSummaryData[0]).toEqual({
      KitId: night.kit['Candy Bar'],
      KitName: 'Candy Bar',
      Quantity: 1,
      SalePrice: 4.5,
      GrossSales: 4.5,
      TaxableAmt: 4.5,
      TaxRate: 6,
      TaxAmount: 0.25,
      COGs: 1.1,
    });
    expect(two.body.Totals).toEqual({ Quantity: 8, GrossSales: 49.25, TaxableAmt: 48.5, TaxAmount: 2.74, COGs: 5.01 });
    expect(two.body.CashTotal).toBe(22.7);
  });

  it('narrows to a time of day: 18:00–18:59 holds M1, S1 and S2 only', async () => {
    const res = await run(day({ FromTime: '18:00', ToTime: '18:59' }));
    expect(res.status).toBe(200);
    // Small Popcorn 2 + 2 = 4 × 6.50 = 26.00; cash 11.70 + 13.00 = 24.70; Combo and a Water Bottle from S2
    expect(res.body.SalesSummaryData.map((r: { KitName: string; Quantity: number }) => [r.KitName, r.Quantity])).toEqual([
      ['Popcorn & Cola Combo', 1],
      ['Small Popcorn', 4],
      ['Water Bottle', 1],
    ]);
    expect(res.body.CashTotal).toBe(24.7);
    expect(res.body.From).toBe('2026-11-12T23:00:00.000Z');
    expect(res.body.To).toBe('2026-11-13T00:00:00.000Z');
  });

  it('scopes to the user’s venues: the manager reads Harbor, not Lakeside; the auditor reads both; no claim no report', async () => {
    expect((await run(day(), as.manager)).body.Totals).toEqual(totals);
    expect((await run(day(), as.viewer)).status).toBe(200);
    expect((await run(day({ VenueId: lakesideVenue }), as.manager)).status).toBe(403);
    expect((await run(day(), as.nobody)).status).toBe(403);
    expect((await a.http.post('/api/v1/sales/itemizedSalesReport').send(day())).status).toBe(401);
    // Without a venue: every venue the manager may read (Harbor's night is all the sales of those dates).
    expect((await run({ FromDate: '2026-11-12', ToDate: '2026-11-12' }, as.manager)).body.Totals).toEqual(totals);
    expect((await run(day({ VenueId: 999_999 }))).status).toBe(404);
  });

  it.each([
    { title: 'no dates', body: { VenueId: 1 }, field: 'FromDate' },
    { title: 'no To Date', body: { FromDate: '2026-11-12' }, field: 'ToDate' },
    { title: 'To before From', body: { FromDate: '2026-11-12', ToDate: '2026-11-11' }, field: 'ToDate' },
    { title: 'time from after time to', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', FromTime: '20:00', ToTime: '19:00' }, field: 'ToTime' },
    { title: 'a time 24:00', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', ToTime: '24:00' }, field: 'ToTime' },
    { title: 'a day that is not one', body: { FromDate: '2026-02-30', ToDate: '2026-03-01' }, field: 'FromDate' },
    { title: 'an id beyond 32 bits', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', VenueId: 2 ** 31 }, field: 'VenueId' },
    { title: 'a NUL', body: { FromDate: '2026-11-12\u0000', ToDate: '2026-11-12' }, field: 'FromDate' },
    { title: 'a huge string', body: { FromDate: 'x'.repeat(100_000), ToDate: '2026-11-12' }, field: 'FromDate' },
    { title: 'a huge number', body: { FromDate: '2026-11-12', ToDate: '2026-11-12', ShowEventId: 1e300 }, field: 'ShowEventId' },
  ])('$title: 400 on $field, never 500', async ({ body, field }) => {
    const res = await run(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState ?? {})).toContain(field);
  });

  it('says the time rule in §5’s words; a window over midnight is a night, not an error', async () => {
    // 19:00 on the 12th to 00:59 on the 13th (New York): S3 19:30 (Small Popcorn −1), S4 20:00 (Water 1), S5 21:30 (Large Cola 1)
    const night = await run(day({ ToDate: '2026-11-13', FromTime: '19:00', ToTime: '00:59' }));
    expect(night.status).toBe(200);
    expect(night.body.SalesSummaryData.map((r: { KitName: string; Quantity: number }) => [r.KitName, r.Quantity])).toEqual([
      ['Large Cola', 1],
      ['Small Popcorn', -1],
      ['Water Bottle', 1],
    ]);
    expect((await run(day({ FromTime: '19:00', ToTime: '19:00' }))).status).toBe(400);
    const res = await run(day({ FromTime: '20:00', ToTime: '19:00' }));
    expect(res.body.ModelState.ToTime).toEqual([EndTimeMessage]);
    expect(EndTimeMessage).toBe('End time should be after start time.');
  });

  it('drills every money figure down to its sales, newest first, linked to the master transaction log', async () => {
    const drill = (Figure: object) =>
      a.http
        .post('/api/v1/sales/itemizedSalesReport/sales')
        .set(as.manager)
        .send({ ...day(), Figure });
    const popcorn = await drill({ Kind: 'kit', KitId: night.kit['Small Popcorn'], SalePrice: '6.50' });
    expect(popcorn.status).toBe(200);
    expect(popcorn.headers['x-list-count']).toBe('3');
    const { S1, S3, M1, S2, S4, S5 } = night.sales;
    // S3 19:30 (−1, −6.50), S1 18:30 (2, 13.00), M1 18:00 (2, 13.00 gross before its discount)
    expect(popcorn.body.map((r: { SaleId: string; Qty: number; Amount: number; Source: string }) => [r.SaleId, r.Qty, r.Amount, r.Source])).toEqual([
      [S3, -1, -6.5, 'Station'],
      [S1, 2, 13, 'Station'],
      [M1, 2, 13, 'Manual'],
    ]);
    expect(popcorn.body[0]).toMatchObject({
      Link: `/masterTransactionLog/info?id=${S3}`,
      IsRefund: true,
      TimeZone: 'America/New_York',
      COGs: -0.46,
      Taxable: -6.5,
    });
    const cash = await drill({ Kind: 'tender', Tender: 'Cash' });
    expect(cash.body.map((r: { SaleId: string; Amount: number }) => [r.SaleId, r.Amount])).toEqual([
      [S3, -6.5],
      [S1, 13],
      [M1, 11.7],
    ]);
    const discount = await drill({ Kind: 'tender', Tender: 'Discount' });
    expect(discount.body.map((r: { SaleId: string; Amount: number }) => [r.SaleId, r.Amount])).toEqual([
      [S2, 1.62],
      [M1, 1.3],
    ]);
    const all = await drill({ Kind: 'all' });
    expect(all.headers['x-list-count']).toBe('6');
    expect(all.body.map((r: { SaleId: string }) => r.SaleId)).toEqual([S5, S4, S3, S2, S1, M1]);
    const paged = await a.http
      .post('/api/v1/sales/itemizedSalesReport/sales')
      .set(as.manager)
      .send({ ...day(), Figure: { Kind: 'all' }, Skip: 4, Take: 10 });
    expect(paged.body.map((r: { SaleId: string }) => r.SaleId)).toEqual([S1, M1]);
    expect(
      (
        await a.http
          .post('/api/v1/sales/itemizedSalesReport/sales')
          .set(as.manager)
          .send({ ...day(), Figure: { Kind: 'nope' } })
      ).status,
    ).toBe(400);
  });

  it('runs as of a replayed schema (the sales projection up to S2) and says so', async () => {
    const { rows: bound } = await sql<{ p: string }>`SELECT transaction_id::text || ':' || position::text AS p FROM es.events
      WHERE type = 'SaleRecorded' AND data->>'SaleId' = ${night.sales.S2}`.execute(a.t.db);
    const pool = createEventStorePool({ connectionString: a.t.url, max: 2 });
    const store = createPostgresEventStore(pool);
    try {
      await replayProjections({
        pool,
        store,
        projections: registeredProjections().filter((p) => p.name === 'sales'),
        until: parseReplayBound(bound[0]!.p),
        schema: 'asof_kit_night',
      });
    } finally {
      await store.close();
      await pool.end();
    }
    process.env.REPORTS_SCHEMA = 'asof_kit_night';
    try {
      const res = await run(day());
      expect(res.body.AsOf).toMatchObject({ Name: 'asof_kit_night', Comment: expect.stringMatching(/^Replay of \d+ events up to /) });
      // M1, S1 and S2 only: Combo 1, Small Popcorn 2 + 2 = 4, Water 1; 12.50 + 26.00 + 3.75 = 42.25
      expect(res.body.SalesSummaryData.map((r: { KitName: string; Quantity: number }) => [r.KitName, r.Quantity])).toEqual([
        ['Popcorn & Cola Combo', 1],
        ['Small Popcorn', 4],
        ['Water Bottle', 1],
      ]);
      // cash 11.70 + 13.00 = 24.70, credit 14.63, discount 1.30 + 1.62 = 2.92: 42.25
      expect(res.body).toMatchObject({ Totals: { GrossSales: 42.25 }, CashTotal: 24.7, CreditTotal: 14.63, DiscountAmount: 2.92, VoucherTotal: 0 });
    } finally {
      delete process.env.REPORTS_SCHEMA;
    }
    expect((await run(day())).body.AsOf).toBeNull();
  });

  it('writes kitsalesreport.xlsx: header, filter, rows, Total row, tender totals, money formats', async () => {
    const res = await a.http
      .post('/api/v1/sales/itemizedSalesReport/excel')
      .set(as.manager)
      .send(day())
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="kitsalesreport.xlsx"');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Kit Sales Report');
    expect(ws.getCell('A2').value).toBe('Run by');
    expect(ws.getCell('B2').value).toBe('Morgan Manager');
    const labels = new Map<string, ExcelJS.Row>();
    ws.eachRow((row) => labels.set(String(row.getCell(1).value), row));
    expect(labels.get('From Date')!.getCell(2).value).toEqual(new Date('2026-11-12T00:00:00Z'));
    expect(labels.get('From Date')!.getCell(2).numFmt).toBe('mm/dd/yyyy');
    expect(labels.get('Time To')!.getCell(2).value).toBe('11:59 PM');
    expect(labels.get('Venue')!.getCell(2).value).toBe('Harbor Point 12');
    const header = labels.get('Kit')!;
    expect(header.values).toEqual([undefined, 'Kit', 'Quantity', 'Sale Price', 'Gross Sales', 'Taxable Amount', 'Tax Rate', 'Tax Amount', 'COGs']);
    const water = labels.get('Water Bottle')!;
    expect(water.values).toEqual([undefined, 'Water Bottle', 2, 3.75, 7.5, 6.75, 6, 0.38, 0.84]);
    expect(water.getCell(4).numFmt).toBe('$#,##0.00;($#,##0.00)');
    expect(water.getCell(6).numFmt).toBe('0.00##"%"');
    const total = labels.get('Total')!;
    expect(total.values).toEqual([undefined, 'Total', 7, null, 44.75, 44, null, 2.49, 3.91].map((v) => (v === null ? undefined : v)));
    expect(total.font?.bold).toBe(true);
    expect(total.getCell(4).numFmt).toBe('$#,##0.00;($#,##0.00)');
    expect(labels.get('Cash Total')!.getCell(2).value).toBe(18.2);
    expect(labels.get('Discount Amount')!.getCell(2).value).toBe(2.92);
    expect(labels.get('Credit Total')!.getCell(2).numFmt).toBe('$#,##0.00;($#,##0.00)');
  });
  describe('the scripted week (tests/support/scripted-week.ts)', () => {
    const weekBody = (over: object = {}) => ({ FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: week.venueId, ...over });

    it('answers every column of Mon 16 – Sun 22 by hand (the test theatre’s sales are sales too)', async () => {
      const res = await run(weekBody(), as.manager);
      expect(res.status).toBe(200);
      const k = week.kits;
      expect(res.body.SalesSummaryData).toEqual([
        // A2 1 + A6 2 + A9 2 = 5 × 14.00 = 70.00, all taxable; tax 70.00 − 70.00/1.06 = 70.00 − 66.03774 = 3.96226 → 3.96;
        // COGs 5 × (0.12 bottle × 20.00) = 5 × 2.40 = 12.00
        {
          KitId: k.DoubleVodka,
          KitName: 'Scripted Double Vodka',
          Quantity: 5,
          SalePrice: 14,
          GrossSales: 70,
          TaxableAmt: 70,
          TaxRate: 6,
          TaxAmount: 3.96,
          COGs: 12,
        },
        // B1 2 + B2 2 = 4 × 5.00 = 20.00; the stations send NonTaxablePricePerKit 5.00: taxable 4 × (5.00 − 5.00) = 0, tax 0;
        // COGs 4 × 1.00 = 4.00
        { KitId: k.PretzelKit, KitName: 'Scripted Pretzel', Quantity: 4, SalePrice: 5, GrossSales: 20, TaxableAmt: 0, TaxRate: 6, TaxAmount: 0, COGs: 4 },
        // B2 1 × 3.00; tax 3.00 − 2.83019 = 0.16981 → 0.17; COGs 0.50
        { KitId: k.SodaKit, KitName: 'Scripted Soda', Quantity: 1, SalePrice: 3, GrossSales: 3, TaxableAmt: 3, TaxRate: 6, TaxAmount: 0.17, COGs: 0.5 },
        // A1 2 + A3 1 − A4 1 (refund) + A5 3 + A7 1 + C1 1 + A8 4 + A10 1 + A11 1 = 13 × 9.00 = 117.00;
        // tax 117.00 − 110.37736 = 6.62264 → 6.62; COGs 13 × (0.06 × 20.00 + 0.50) = 13 × 1.70 = 22.10
        {
          KitId: k.VodkaSoda,
          KitName: 'Scripted Vodka Soda',
          Quantity: 13,
          SalePrice: 9,
          GrossSales: 117,
          TaxableAmt: 117,
          TaxRate: 6,
          TaxAmount: 6.62,
          COGs: 22.1,
        },
      ]);
      // 5 + 4 + 1 + 13 = 23; 70 + 20 + 3 + 117 = 210.00; taxable 70 + 0 + 3 + 117 = 190.00; tax 3.96 + 0 + 0.17 + 6.62 = 10.75;
      // COGs 12.00 + 4.00 + 0.50 + 22.10 = 38.60
      expect(res.body.Totals).toEqual({ Quantity: 23, GrossSales: 210, TaxableAmt: 190, TaxAmount: 10.75, COGs: 38.6 });
      expect(res.body).toMatchObject({
        // cash A1 18.00 + B1 10.00 + A3 8.10 − A4 9.00 + C1 9.00 + A8 36.00 + A9 28.00 + B2 13.00 + A11 9.00 = 122.10
        CashTotal: 122.1,
        // Visa/MC A2 14.00 + A10 9.00, Amex A6 28.00 = 51.00 (tips 2.00, 4.00, 1.50 are not sales)
        CreditTotal: 51,
        // A5
        VoucherTotal: 27,
        // A7 (its 1.00 tip apart)
        PreOrderTotal: 9,
        TabTotal: 0,
        // A3: 9.00 × 10 %
        DiscountAmount: 0.9,
        // 122.10 + 51.00 + 27.00 + 9.00 + 0.90 = 210.00 = the gross
        TimeZone: 'America/New_York',
        From: '2026-11-16T05:00:00.000Z',
        To: '2026-11-23T05:00:00.000Z',
      });
    });

    it('answers show event E2 alone: a discount, a refund and a voucher; the cash is negative', async () => {
      const res = await run(weekBody({ ShowEventId: week.showEvents.E2 }), as.manager);
      // A3 1 − A4 1 + A5 3 = 3 × 9.00 = 27.00; tax 27.00 − 25.47170 = 1.52830 → 1.53; COGs 3 × 1.70 = 5.10
      expect(res.body.SalesSummaryData).toEqual([
        {
          KitId: week.kits.VodkaSoda,
          KitName: 'Scripted Vodka Soda',
          Quantity: 3,
          SalePrice: 9,
          GrossSales: 27,
          TaxableAmt: 27,
          TaxRate: 6,
          TaxAmount: 1.53,
          COGs: 5.1,
        },
      ]);
      // cash 8.10 − 9.00 = −0.90; voucher 27.00; discount 0.90: −0.90 + 27.00 + 0.90 = 27.00
      expect(res.body).toMatchObject({ CashTotal: -0.9, CreditTotal: 0, VoucherTotal: 27, PreOrderTotal: 0, DiscountAmount: 0.9 });
    });
  });
});
