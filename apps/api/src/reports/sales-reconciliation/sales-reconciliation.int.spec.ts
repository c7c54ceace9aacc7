import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { parseReplayBound, registeredProjections, replayProjections } from '@intermission/projections';
import { StationSalePushSchema } from '@intermission/contracts';
import { kitNight } from '../../../../../tests/support/sales-report-fixtures';
import { recordScriptedWeek, type ScriptedWeek } from '../../../../../tests/support/scripted-week';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { seedActor } from '../../seed/stock.seed';

/**
 * The sales reconciliation report (document 2 §2, §5 "The reconciliation report excludes test
 * theatres (IsTest)", §7 "salesReport, plus salesReport/csv (file salesreconciliationreport.xlsx)";
 * docs/reports.md "Sales reconciliation report"): the scripted week and Kit Night by hand, the test
 * theatre left out, access, bad input, the drill-down, the xlsx and the CSV read back.
 */
describe('sales/salesReport', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let week: ScriptedWeek;
  let night: Awaited<ReturnType<typeof kitNight>>;
  let evil: { showEventId: number; saleId: string };
  let lakesideTheatre: number;
  const url = '/api/v1/sales/salesReport';
  const binary = (r: NodeJS.ReadableStream, cb: (e: Error | null, b: Buffer) => void) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    week = await recordScriptedWeek(a);
    night = await kitNight(a);
    const db = a.t.db;
    lakesideTheatre = (
      await db
        .selectFrom('app.theatres as t')
        .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
        .select('t.Id')
        .where('v.Name', '=', 'Lakeside Playhouse')
        .executeTakeFirstOrThrow()
    ).Id;
    // A show whose name a spreadsheet would run as a formula (OWASP CSV injection), 10 Nov 18:00 at Harbor Point 12.
    const show = (await db.insertInto('app.shows').values({ Name: '=HYPERLINK("http://evil.example","x")' }).returning('Id').executeTakeFirstOrThrow()).Id;
    const showEventId = (
      await db
        .insertInto('app.show_events')
        .values({ ShowId: show, TheatreId: night.harbor.Id, Start: '2026-11-10T23:00:00Z', End: '2026-11-11T02:00:00Z' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    const saleId = randomUUID();
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId: saleId,
          SalesLocationId: night.harbor.SalesLocationId,
          ShowEventId: showEventId,
          SaleDate: '2026-11-10T23:30:00Z',
          ReduceInventory: false,
          SaleKits: [{ KitId: night.kit['Small Popcorn'], Qty: '-1', SalePricePerKit: '6.50' }],
          SalePayments: [{ PaymentMethodId: 1, Total: '-6.50' }],
        }),
        await seedActor(db),
      ),
    );
    evil = { showEventId, saleId };
    // The projections apply the sales in the background: wait until the last of them shows.
    for (let i = 0; ; i++) {
      const res = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-10', ToDate: '2026-11-13', VenueId: night.harbor.VenueId });
      if (res.body.Totals?.SalesCount === 8) break;
      if (i > 1200) throw new Error(`the sales did not arrive: ${JSON.stringify(res.body.Totals)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }, 240_000);
  afterAll(() => a.close());

  const zero = { Amex: 0, OtherCreditCard: 0, Voucher: 0, Tab: 0, Preorder: 0, VisaMasterCard: 0, Cash: 0, Refunds: 0, Discounts: 0, Unpaid: 0, Tips: 0 };
  const unposted = { DepositId: null, PostedAt: null, Deposited: null, PettyCash: null, DepositTips: null, AmountToBePosted: null, Difference: null };

  describe('the scripted week', () => {
    const weekBody = () => ({ FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: week.venueId });
    const row = (key: keyof ScriptedWeek['showEvents'], Day: string, figures: object) => ({
      VenueId: week.venueId,
      VenueName: 'Scripted Week Playhouse',
      TimeZone: 'America/New_York',
      Day,
      ShowEventId: week.showEvents[key],
      ShowName: 'Scripted Revue',
      TheatreName: 'Scripted Main Stage',
      Start: week.facts.showEvents[key].Start,
      ...zero,
      ...unposted,
      ...figures,
    });

    it('every column of every row and the totals, by hand; the test stage (ET, C1 9.00 cash) is in none', async () => {
      const res = await a.http.post(url).set(as.manager).send(weekBody());
      expect(res.status).toBe(200);
      expect(res.body.AsOf).toBeNull();
      expect(res.body.Rows).toEqual([
        // E1: A1 18.00 cash, A2 14.00 Visa/MC (tip 2.00), B1 10.00 cash.
        row('E1', '2026-11-16', { SalesCount: 3, GrossSales: 42, NetSales: 42, Cash: 28, VisaMasterCard: 14, Paid: 42, Tips: 2 }),
        // E2: A3 9.00 less 10 % = 8.10 cash (discount 0.90), A4 refund −9.00 cash, A5 27.00 voucher.
        // Gross 9.00 + 27.00 = 36.00; net 36.00 − 9.00 − 0.90 = 26.10; cash 8.10 − 9.00 = −0.90; paid −0.90 + 27.00 = 26.10.
        row('E2', '2026-11-17', { SalesCount: 3, GrossSales: 36, Refunds: -9, Discounts: 0.9, NetSales: 26.1, Cash: -0.9, Voucher: 27, Paid: 26.1 }),
        // E3: A6 28.00 Amex (tip 4.00), A7 9.00 pre-order (tip 1.00): tips 5.00.
        row('E3', '2026-11-18', { SalesCount: 2, GrossSales: 37, NetSales: 37, Amex: 28, Preorder: 9, Paid: 37, Tips: 5 }),
        // E4: A8 36.00 cash (its end count is missing: nothing is posted).
        row('E4', '2026-11-19', { SalesCount: 1, GrossSales: 36, NetSales: 36, Cash: 36, Paid: 36 }),
        // E5: A9 28.00 cash, A10 9.00 Visa/MC (tip 1.50); posted: Amount 30.00 cash + 9.00 = 39.00, tips 1.50,
        // to be posted 39.00 − 0 − 1.50 = 37.50; difference 39.00 − 37.00 = 2.00 (the drawer was 2.00 over).
        row('E5', '2026-11-20', {
          SalesCount: 2,
          GrossSales: 37,
          NetSales: 37,
          Cash: 28,
          VisaMasterCard: 9,
          Paid: 37,
          Tips: 1.5,
          DepositId: week.deposit.PostedDepositId,
          PostedAt: expect.any(String),
          Deposited: 39,
          PettyCash: 0,
          DepositTips: 1.5,
          AmountToBePosted: 37.5,
          Difference: 2,
        }),
        // E6: B2 2 × 5.00 + 3.00 = 13.00 cash.
        row('E6', '2026-11-21', { SalesCount: 1, GrossSales: 13, NetSales: 13, Cash: 13, Paid: 13 }),
        // E7: A11 9.00 cash.
        row('E7', '2026-11-22', { SalesCount: 1, GrossSales: 9, NetSales: 9, Cash: 9, Paid: 9 }),
      ]);
      expect(res.body.Totals).toEqual({
        SalesCount: 13, // 3 + 3 + 2 + 1 + 2 + 1 + 1 (C1 at the test stage left out)
        GrossSales: 210, // 42 + 36 + 37 + 36 + 37 + 13 + 9
        Refunds: -9,
        Discounts: 0.9,
        NetSales: 200.1, // 210 − 9 − 0.90
        Cash: 113.1, // 28 − 0.90 + 36 + 28 + 13 + 9
        VisaMasterCard: 23, // 14 + 9
        Amex: 28,
        OtherCreditCard: 0,
        Voucher: 27,
        Tab: 0,
        Preorder: 9,
        Paid: 200.1, // 113.10 + 23 + 28 + 27 + 9
        Unpaid: 0,
        Tips: 8.5, // 2 + 5 + 1.50
        Deposited: 39, // E5 only
        PettyCash: 0, // W1 12.50 is E2's, which is not posted
        DepositTips: 1.5,
        AmountToBePosted: 37.5,
        Difference: 2,
      });
    });

    it('one show event: its row alone', async () => {
      const res = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...weekBody(), ShowEventId: week.showEvents.E2 });
      expect(res.body.Rows.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([week.showEvents.E2]);
      expect(res.body.Totals).toMatchObject({ NetSales: 26.1, Deposited: null, Difference: null });
    });

    it('a sales location: its sales only, and no deposit (a deposit is per show event)', async () => {
      const res = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...weekBody(), SalesLocationId: week.salesLocations.B });
      // B: B1 10.00 (E1), B2 13.00 (E6).
      expect(res.body.Rows.map((r: { ShowEventId: number; NetSales: number; Deposited: null }) => [r.ShowEventId, r.NetSales, r.Deposited])).toEqual([
        [week.showEvents.E1, 10, null],
        [week.showEvents.E6, 13, null],
      ]);
    });

    it('the test theatre named outright still answers nothing (§5)', async () => {
      const byTheatre = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...weekBody(), TheatreId: week.theatres.test });
      expect(byTheatre.status).toBe(200);
      expect(byTheatre.body.Rows).toEqual([]);
      const byEvent = await a.http
        .post(url)
        .set(as.manager)
        .send({ ...weekBody(), ShowEventId: week.showEvents.ET });
      expect(byEvent.body.Rows).toEqual([]);
      expect(byEvent.body.Totals).toMatchObject({ SalesCount: 0, NetSales: 0, Deposited: null });
    });

    const drill = (body: object) =>
      a.http
        .post(`${url}/drillDown`)
        .set(as.manager)
        .send({ ...weekBody(), ...body });
    const sum = (rows: { Amount: number }[]) => Math.round(rows.reduce((s, r) => s + r.Amount * 100, 0)) / 100;

    it('drills into a tender: E2 cash is A3 8.10 and the refund A4 −9.00 = −0.90', async () => {
      const res = await drill({ RowShowEventId: week.showEvents.E2, Column: 'Tender', PaymentMethodId: 1 });
      expect(res.status).toBe(200);
      expect(res.headers['x-list-count']).toBe('2');
      expect(res.body.map((r: { Amount: number; IsRefund: boolean }) => [r.Amount, r.IsRefund])).toEqual([
        [-9, true], // A4 at 00:50Z, newest first
        [8.1, false],
      ]);
      expect(res.body[0].Link).toBe(`/masterTransactionLog/info?id=${res.body[0].SaleId}`);
    });

    it.each([
      { title: 'E2 discounts', body: () => ({ RowShowEventId: week.showEvents.E2, Column: 'Discounts' }), total: 0.9, count: 1 },
      { title: 'E2 refunds', body: () => ({ RowShowEventId: week.showEvents.E2, Column: 'Refunds' }), total: -9, count: 1 },
      { title: 'E2 net sales', body: () => ({ RowShowEventId: week.showEvents.E2, Column: 'NetSales' }), total: 26.1, count: 3 },
      { title: 'E3 tips', body: () => ({ RowShowEventId: week.showEvents.E3, Column: 'Tips' }), total: 5, count: 2 },
      { title: 'the week gross', body: () => ({ Column: 'GrossSales' }), total: 210, count: 12 },
      { title: 'the week paid', body: () => ({ Column: 'Paid' }), total: 200.1, count: 13 },
      { title: 'the week unpaid', body: () => ({ Column: 'Unpaid' }), total: 0, count: 0 },
      // Deposited 39.00 less E5's payments 28.00 + 9.00.
      { title: 'E5 difference', body: () => ({ RowShowEventId: week.showEvents.E5, Column: 'Difference' }), total: 2, count: 3 },
      { title: 'the week difference (E5 posted only)', body: () => ({ Column: 'Difference' }), total: 2, count: 3 },
      { title: 'the week deposited', body: () => ({ Column: 'Deposited' }), total: 39, count: 1 },
    ])('the lines behind $title add up to it', async ({ body, total, count }) => {
      const res = await drill(body());
      expect(res.status).toBe(200);
      expect(res.headers['x-list-count']).toBe(String(count));
      expect(sum(res.body)).toBe(total);
    });

    it('runs as of a replayed schema (every sale of the week, not yet the deposit) and says so', async () => {
      // The last sale recorded before the week's DepositPosted: the replay holds the week's sales, E5 unposted.
      const { rows } = await sql<{ p: string }>`SELECT transaction_id::text || ':' || position::text AS p FROM es.events e
        WHERE type = 'SaleRecorded' AND (transaction_id, position) < (SELECT transaction_id, position FROM es.events WHERE type = 'DepositPosted' LIMIT 1)
        ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(a.t.db);
      const pool = createEventStorePool({ connectionString: a.t.url, max: 2 });
      const store = createPostgresEventStore(pool);
      try {
        await replayProjections({
          pool,
          store,
          projections: registeredProjections().filter((p) => ['sales', 'deposits'].includes(p.name)),
          until: parseReplayBound(rows[0]!.p),
          schema: 'asof_recon_unposted',
        });
      } finally {
        await store.close();
        await pool.end();
      }
      process.env.REPORTS_SCHEMA = 'asof_recon_unposted';
      try {
        const res = await a.http.post(url).set(as.manager).send(weekBody());
        expect(res.body.AsOf).toMatchObject({ Name: 'asof_recon_unposted', Comment: expect.stringMatching(/^Replay of \d+ events up to /) });
        // The same sales as live (13, net 200.10), and no deposit yet.
        expect(res.body.Totals).toMatchObject({ SalesCount: 13, NetSales: 200.1, Paid: 200.1, Deposited: null, Difference: null });
        expect(res.body.Rows.find((r: { ShowEventId: number }) => r.ShowEventId === week.showEvents.E5)).toMatchObject({ DepositId: null, Deposited: null });
      } finally {
        delete process.env.REPORTS_SCHEMA;
      }
      expect((await a.http.post(url).set(as.manager).send(weekBody())).body.AsOf).toBeNull();
    });

    it('a deposit line links to its deposit', async () => {
      const res = await drill({ Column: 'Deposited' });
      expect(res.body[0]).toMatchObject({
        Kind: 'Deposit',
        DepositId: week.deposit.PostedDepositId,
        ShowEventId: week.showEvents.E5,
        Link: `/deposits/info?id=${week.deposit.PostedDepositId}&showEventId=${week.showEvents.E5}`,
      });
    });
  });

  describe('Kit Night at Harbor Point 12 (tests/support/sales-report-fixtures.ts) and a day without a show event', () => {
    it('nets the manual and station sales, and gives the sale of no show event its venue day', async () => {
      const res = await a.http.post(url).set(as.manager).send({ FromDate: '2026-11-12', ToDate: '2026-11-13', VenueId: night.harbor.VenueId });
      expect(res.status).toBe(200);
      expect(res.body.Rows).toEqual([
        {
          VenueId: night.harbor.VenueId,
          VenueName: 'Harbor Point 12',
          TimeZone: 'America/New_York',
          Day: '2026-11-12',
          ShowEventId: night.showEventId,
          ShowName: 'Kit Night',
          TheatreName: night.harbor.Name,
          Start: '2026-11-12T23:00:00.000Z',
          ...zero,
          ...unposted,
          SalesCount: 6,
          GrossSales: 51.25, // M1 13.00 + S1 13.00 + S2 16.25 + S4 3.75 + S5 5.25
          Refunds: -6.5, // S3
          Discounts: 2.92, // M1 1.30 + S2 1.62
          NetSales: 41.83, // 51.25 − 6.50 − 2.92
          Cash: 18.2, // 11.70 + 13.00 − 6.50
          VisaMasterCard: 14.63,
          Voucher: 3.75,
          Preorder: 5.25,
          Paid: 41.83, // 18.20 + 14.63 + 3.75 + 5.25
          Tips: 2,
        },
        {
          VenueId: night.harbor.VenueId,
          VenueName: 'Harbor Point 12',
          TimeZone: 'America/New_York',
          // S6 at 2026-11-14T01:00Z is 20:00 on 13 Nov in New York.
          Day: '2026-11-13',
          ShowEventId: null,
          ShowName: null,
          TheatreName: null,
          Start: null,
          ...zero,
          ...unposted,
          SalesCount: 1,
          GrossSales: 4.5,
          NetSales: 4.5,
          Cash: 4.5,
          Paid: 4.5,
        },
      ]);
      const noShow = await a.http
        .post(`${url}/drillDown`)
        .set(as.manager)
        .send({ FromDate: '2026-11-12', ToDate: '2026-11-13', RowVenueId: night.harbor.VenueId, RowDay: '2026-11-13', Column: 'NetSales' });
      expect(noShow.body.map((r: { SaleId: string; Amount: number }) => [r.SaleId, r.Amount])).toEqual([[night.sales.S6, 4.5]]);
    });
  });

  describe('access and bad input', () => {
    it("scopes to the user's venues: the manager's report holds no Lakeside sale; another venue named is 403", async () => {
      expect((await a.http.post(url).set(as.manager).send({ FromDate: '2026-11-16', ToDate: '2026-11-22', TheatreId: lakesideTheatre })).status).toBe(403);
      expect((await a.http.post(url).set(as.viewer).send({ FromDate: '2026-11-16', ToDate: '2026-11-22' })).status).toBe(200);
      expect((await a.http.post(url).set(as.nobody).send({ FromDate: '2026-11-16', ToDate: '2026-11-22' })).status).toBe(403);
      expect((await a.http.post(url).send({ FromDate: '2026-11-16', ToDate: '2026-11-22' })).status).toBe(401);
      expect((await a.http.post(url).set(as.manager).send({ FromDate: '2026-11-16', ToDate: '2026-11-22', ShowEventId: 2147483647 })).status).toBe(404);
    });

    it.each([
      { title: 'no dates', body: {} },
      { title: 'To before From', body: { FromDate: '2026-11-20', ToDate: '2026-11-19' } },
      { title: 'more than 366 days', body: { FromDate: '2025-01-01', ToDate: '2026-11-20' } },
      { title: 'an id beyond 32 bits', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', VenueId: 2 ** 31 } },
      { title: 'a huge number', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', ShowEventId: 1e308 } },
      { title: 'a NUL', body: { FromDate: '2026-11-20', ToDate: '2026-11-20\u0000' } },
      { title: 'a huge string', body: { FromDate: 'x'.repeat(1_000_000), ToDate: '2026-11-20' } },
      { title: 'a negative id', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', TheatreId: -1 } },
    ])('400 for $title (report, files, drill-down)', async ({ body }) => {
      for (const path of ['', '/csv', '/csv?format=csv', '/drillDown'])
        expect(
          (
            await a.http
              .post(`${url}${path}`)
              .set(as.admin)
              .send({ Column: 'Paid', ...body })
          ).status,
        ).toBe(400);
    });

    it.each([
      { title: 'a tender column without a tender', body: { Column: 'Tender' } },
      { title: 'the discount as a tender', body: { Column: 'Tender', PaymentMethodId: 7 } },
      { title: 'a column that is none', body: { Column: 'Nonsense' } },
      { title: 'a page past 1000', body: { Column: 'Paid', Take: 100000 } },
    ])('drill-down 400 for $title', async ({ body }) => {
      expect(
        (
          await a.http
            .post(`${url}/drillDown`)
            .set(as.admin)
            .send({ FromDate: '2026-11-20', ToDate: '2026-11-20', ...body })
        ).status,
      ).toBe(400);
    });

    it('400 for a file format that is none', async () => {
      expect((await a.http.post(`${url}/csv?format=pdf`).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' })).status).toBe(400);
    });
  });

  describe('the files', () => {
    const body = () => ({ FromDate: '2026-11-16', ToDate: '2026-11-22', VenueId: week.venueId });

    it('salesreconciliationreport.xlsx: title, filter, header, rows, Total row, money formats', async () => {
      const res = await a.http
        .post(`${url}/csv`)
        .set(as.manager)
        .send(body())
        .buffer(true)
        .parse(binary as never);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="salesreconciliationreport.xlsx"');
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as Buffer);
      const ws = wb.worksheets[0]!;
      expect(ws.getCell('A1').value).toBe('Sales Reconciliation Report');
      expect(ws.getCell('A2').value).toBe('Run by');
      expect(ws.getCell('B2').value).toBe('Morgan Manager');
      const rows: unknown[][] = [];
      const numbers: number[] = [];
      ws.eachRow((r, n) => {
        rows.push((r.values as unknown[]).slice(1));
        numbers.push(n);
      });
      const labels = rows.map((r) => r[0]);
      expect(labels).toEqual(expect.arrayContaining(['Date From', 'Date To', 'Venue', 'Test theatres']));
      expect(rows.find((r) => r[0] === 'Venue')![1]).toBe('Scripted Week Playhouse');
      const headerAt = rows.findIndex((r) => r[0] === 'Venue' && r[1] === 'Day');
      expect(rows[headerAt]!.slice(0, 7)).toEqual(['Venue', 'Day', 'Show Event', 'Theatre', 'Start', 'Sales', 'Gross Sales']);
      const header = rows[headerAt] as string[];
      const col = (h: string) => header.indexOf(h);
      const data = rows.slice(headerAt + 1, headerAt + 8);
      expect(data.map((r) => r[col('Net Sales')])).toEqual([42, 26.1, 37, 36, 37, 13, 9]);
      expect(data.map((r) => r[col('Cash')])).toEqual([28, -0.9, 0, 36, 28, 13, 9]);
      expect(data[4]![col('Difference')]).toBe(2);
      expect(data[0]![col('Difference')]).toBeUndefined(); // unposted: an empty cell
      const total = rows[headerAt + 8]!;
      expect(total[0]).toBe('Total');
      expect([total[col('Net Sales')], total[col('Paid')], total[col('Deposited')], total[col('Difference')]]).toEqual([200.1, 200.1, 39, 2]);
      const first = ws.getRow(numbers[headerAt + 1]!);
      expect(first.getCell(col('Net Sales') + 1).numFmt).toBe('$#,##0.00;($#,##0.00)');
      expect(first.getCell(2).numFmt).toBe('mm/dd/yyyy');
    });

    /** RFC 4180 fields: quoted, "" a quote. */
    const parseCsv = (text: string) =>
      text
        .split('\r\n')
        .filter(Boolean)
        .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));

    it('salesreconciliationreport.csv on ?format=csv: header, rows, Total line, every figure', async () => {
      const res = await a.http
        .post(`${url}/csv?format=csv`)
        .set(as.manager)
        .send(body())
        .buffer(true)
        .parse(binary as never);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="salesreconciliationreport.csv"');
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = parseCsv((res.body as Buffer).toString('utf8'));
      expect(lines[0]).toEqual([
        'Venue',
        'Day',
        'Show Event',
        'Theatre',
        'Start',
        'Sales',
        'Gross Sales',
        'Refunds',
        'Discounts',
        'Net Sales',
        'Cash',
        'Visa/MasterCard',
        'Amex',
        'Other Credit Card',
        'Voucher',
        'Tab',
        'Pre-order',
        'Paid',
        'Unpaid',
        'Tips',
        'Deposited',
        'Petty Cash',
        'Deposit Tips',
        'Amount To Be Posted',
        'Difference',
      ]);
      expect(lines).toHaveLength(1 + 7 + 1);
      // E2, by hand as above; money as plain decimals (a number is no formula: no quote prefix).
      expect(lines[2]).toEqual([
        'Scripted Week Playhouse',
        '11/17/2026',
        'Scripted Revue',
        'Scripted Main Stage',
        '11/17/2026 7:00 PM',
        '3',
        '36.00',
        '-9.00',
        '0.90',
        '26.10',
        '-0.90',
        '0.00',
        '0.00',
        '0.00',
        '27.00',
        '0.00',
        '0.00',
        '26.10',
        '0.00',
        '0.00',
        '',
        '',
        '',
        '',
        '',
      ]);
      expect(lines[5]!.slice(20)).toEqual(['39.00', '0.00', '1.50', '37.50', '2.00']);
      expect(lines[8]).toEqual([
        'Total',
        '',
        '',
        '',
        '',
        '13',
        '210.00',
        '-9.00',
        '0.90',
        '200.10',
        '113.10',
        '23.00',
        '28.00',
        '0.00',
        '27.00',
        '0.00',
        '9.00',
        '200.10',
        '0.00',
        '8.50',
        '39.00',
        '0.00',
        '1.50',
        '37.50',
        '2.00',
      ]);
    });

    it("escapes a formula in user text with a leading ' (OWASP CSV injection)", async () => {
      const res = await a.http
        .post(`${url}/csv?format=csv`)
        .set(as.manager)
        .send({ FromDate: '2026-11-10', ToDate: '2026-11-10', VenueId: night.harbor.VenueId })
        .buffer(true)
        .parse(binary as never);
      const text = (res.body as Buffer).toString('utf8');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      const lines = parseCsv(text);
      expect(lines[1]![2]).toBe(`'=HYPERLINK("http://evil.example","x")`);
      // The refund's negative figures stay numbers.
      expect(lines[1]![7]).toBe('-6.50');
      expect(evil.showEventId).toBeGreaterThan(0);
    });
  });
});
