import { CommandBus } from '@nestjs/cqrs';
import JSZip from 'jszip';
import type request from 'supertest';
import { StationSalePushSchema } from '@intermission/contracts';
import { type ExportEntity, parseIif } from '@intermission/domain';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { seedActor } from '../../seed/stock.seed';
import { EXPORT_ENTITY_SOURCE, type ExportEntitySource } from '../export-ports';
import { type ExportMonth, recordExportMonth } from '../../../../../tests/support/export-month';
import { connectFakeQbo, type FakeQbo, startFakeQbo } from '../../../../../tests/support/fake-qbo';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * The runs on the real seams: the export month (tests/support/export-month.ts) read by the entity
 * source from the ledger, posted by the QboClient to the local fake QuickBooks Online, jobs in-process.
 * Each type's run posts every entity once and balanced, its zip's IIF balances; a change of what an
 * entity sends after its sync shows Modified and its re-export updates the entry on its SyncToken;
 * a Transfers row leads the transfers list to its transfer.
 */
describe('export runs on the export month, to the fake QuickBooks', () => {
  let a: TestApp;
  let fake: FakeQbo;
  let month: ExportMonth;
  let admin: { Authorization: string };
  const range = { FromDate: '2026-11-01', ToDate: '2026-11-30' };
  const entities: Record<number, ExportEntity[]> = {};

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    month = await recordExportMonth(a);
    const source = a.app.get<ExportEntitySource>(EXPORT_ENTITY_SOURCE);
    for (const t of [1, 2, 3] as const) entities[t] = await source.entities(t, range.FromDate, range.ToDate);
    // The company's chart holds every account the month's entries name (QuickBooks refuses an unknown one).
    const accounts = new Set(Object.values(entities).flatMap((es) => es.flatMap((e) => e.Lines.map((l) => l.Account))));
    fake = await startFakeQbo({ accounts: [...accounts].map((name) => ({ name, type: name === 'Accounts Payable' ? 'Accounts Payable' : undefined })) });
    await connectFakeQbo(a, admin, fake);
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    await a?.close();
  });

  async function run(ExportTypeId: number) {
    const res = await a.http
      .post('/api/v1/exports/export/')
      .set(admin)
      .send({ ExportTypeId, ...range });
    expect(res.status).toBe(200);
    for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
      const runs = (await a.http.get(`/api/v1/exports/history/${ExportTypeId}`).set(admin)).body as Record<string, unknown>[];
      const found = runs.find((r) => r.ExportId === res.body.Export.ExportId);
      if (found && (found.Status === 'Done' || found.Status === 'Failed')) return found;
      if (Date.now() > until) throw new Error(`Export did not finish: ${JSON.stringify(found)}`);
    }
  }
  const log = async (ExportTypeId: number) =>
    (
      await a.http
        .post('/api/v1/exports/QBOExports/')
        .set(admin)
        .send({ ExportTypeId, ...range, Take: 100 })
    ).body as {
      Id: number;
      DocNumber: string;
      Status: string;
      TransferId: string | null;
      QbReference: string | null;
      VenueId: number;
      Day: string;
    }[];
  /** The fake's entries of a kind by DocNumber: how many, and whether each balances. */
  function inQbo(kind: 'JournalEntry' | 'Bill') {
    const found = new Map<string, { count: number; balanced: boolean }>();
    for (const e of fake.entities(kind) as {
      DocNumber: string;
      Line: { Amount: number; JournalEntryLineDetail?: { PostingType: string } }[];
      TotalAmt?: number;
    }[]) {
      const cents = (f: (l: (typeof e.Line)[number]) => boolean) => e.Line.filter(f).reduce((s, l) => s + Math.round(l.Amount * 100), 0);
      const balanced =
        kind === 'JournalEntry'
          ? cents((l) => l.JournalEntryLineDetail?.PostingType === 'Debit') === cents((l) => l.JournalEntryLineDetail?.PostingType === 'Credit')
          : true;
      found.set(e.DocNumber, { count: (found.get(e.DocNumber)?.count ?? 0) + 1, balanced });
    }
    return found;
  }

  it.each([
    { type: 1, kind: 'JournalEntry' as const },
    { type: 2, kind: 'JournalEntry' as const },
    { type: 3, kind: 'Bill' as const },
  ])('runs type $type: every entity posted once and balanced, the zip of IIF balanced, the log all Success', async ({ type, kind }) => {
    expect(entities[type]!.length).toBeGreaterThan(0);
    const done = await run(type);
    expect(done).toMatchObject({ Status: 'Done', ItemCount: entities[type]!.length, ItemsDone: entities[type]!.length, Error: null });
    const posted = inQbo(kind);
    for (const e of entities[type]!) expect([e.DocNumber, posted.get(e.DocNumber)]).toEqual([e.DocNumber, { count: 1, balanced: true }]);
    expect((await log(type)).map((r) => r.Status)).toEqual(entities[type]!.map(() => 'Success'));

    const zip = await a.http
      .get(done.FilePath as string)
      .set(admin)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const files = await JSZip.loadAsync(zip.body as Buffer);
    const [name] = Object.keys(files.files);
    const parsed = parseIif(await files.file(name!)!.async('string'));
    expect(parsed.length).toBe(entities[type]!.length);
    // Every transaction sums to zero, to the cent.
    expect(parsed.map((t) => t.Rows.reduce((sum, r) => sum + Math.round(Number(r.AMOUNT) * 100), 0))).toEqual(parsed.map(() => 0));
    expect(parsed.every((t) => t.Rows.length >= 2)).toBe(true);
  });

  it('shows Modified once what a synced entry sends changes, and the re-export updates it on its SyncToken', async () => {
    // The bar revenue's account is renamed in the export settings: the day's sales entries change.
    const current = (await a.http.get('/api/v1/export-settings').set(admin)).body;
    const renamed = current.AccountMappings.map((m: { AccountName: string }) =>
      m.AccountName === 'Bar Sales (QB)' ? { ...m, AccountName: 'Bar Sales 2 (QB)' } : m,
    );
    fake.addAccount('Bar Sales 2 (QB)');
    expect(
      (
        await a.http
          .put('/api/v1/export-settings')
          .set(admin)
          .send({ ...current, AccountMappings: renamed })
      ).status,
    ).toBe(200);
    const rows = await log(2);
    const modified = rows.filter((r) => r.Status === 'Modified');
    expect(modified.length).toBeGreaterThan(0);
    const row = modified[0]!;
    const res = await a.http.put(`/api/v1/exports/re-export/QBO/type/2/detailId/${row.Id}`).set(admin);
    expect(res.body).toMatchObject({ Message: 'Re-exported to quickbooks', Result: { Id: row.Id, Status: 'Success', QbReference: row.QbReference } });
    // Still one entry of that DocNumber, now naming the new account, balanced.
    expect(inQbo('JournalEntry').get(row.DocNumber)).toEqual({ count: 1, balanced: true });
    const entry = (fake.entities('JournalEntry') as { DocNumber: string; SyncToken: string }[]).find((e) => e.DocNumber === row.DocNumber)!;
    expect(entry.SyncToken).toBe('1');
  });

  it("reads anew the rows of the page it answers: a sale added to a synced venue day shows Modified on that row's page", async () => {
    const all = await log(2);
    const index = all.findIndex((r) => r.Status === 'Success' && r.VenueId === month.week.venueId);
    expect(index).toBeGreaterThanOrEqual(0);
    const row = all[index]!;
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        StationSalePushSchema.parse({
          SaleId: '5c0e0000-0000-4000-8007-0000000000f1',
          SalesLocationId: month.week.salesLocations.B,
          // 18:00 in New York on the row's day, no show event: the sale belongs to that venue day.
          SaleDate: `${row.Day}T23:00:00Z`,
          ReduceInventory: false,
          SaleKits: [{ KitId: month.week.kits.SodaKit, Qty: '1', SalePricePerKit: '3.00' }],
          SalePayments: [{ PaymentMethodId: 1, Total: '3.00' }],
        }),
        await seedActor(a.t.db),
      ),
    );
    // The page of one row that holds it (the sales projection applies the sale meanwhile).
    let page: request.Response | undefined;
    for (let i = 0; i < 100; i++) {
      page = await a.http
        .post('/api/v1/exports/QBOExports/')
        .set(admin)
        .send({ ExportTypeId: 2, ...range, Skip: index, Take: 1 });
      if (page.body[0]?.Status === 'Modified') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(page!.status).toBe(200);
    expect(page!.headers['x-list-count']).toBe(String(all.length));
    expect(page!.body).toEqual([expect.objectContaining({ Id: row.Id, Status: 'Modified', CanReExport: true })]);
  });

  it('answers a page whose sources have not changed without reading them anew (Transactions are stamped; Transfers are read anew)', async () => {
    const source = a.app.get<ExportEntitySource>(EXPORT_ENTITY_SOURCE);
    const page = (ExportTypeId: number) =>
      a.http
        .post('/api/v1/exports/QBOExports/')
        .set(admin)
        .send({ ExportTypeId, ...range, Skip: 0, Take: 3 });
    const first = await page(2);
    const read = jest.spyOn(source, 'entities');
    try {
      const again = await page(2);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(read).not.toHaveBeenCalled();
      expect((await page(1)).status).toBe(200);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it("leads from a Transfers row to its transfer (the transfers list's exportDetailId)", async () => {
    const row = (await log(1)).find((r) => r.TransferId === month.transfers.billable)!;
    expect(row).toBeDefined();
    const res = await a.http.post('/api/v1/transfers/_search').set(admin).send({ exportDetailId: row.Id });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { Id: string }) => t.Id)).toEqual([month.transfers.billable]);
  });
});
