import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { AuthClientId, ClaimTypeNames, ClaimValue, CountSaleEventTypes, OrderEventTypes, StockEventTypes, type ClaimFlags } from '@intermission/contracts';
import { type Db, createDb } from '@intermission/db';
import { type Position, createEventStorePool, createPostgresEventStore, decodePosition } from '@intermission/eventstore';
import { projectionStatuses, registeredProjections, replayProjections } from '@intermission/projections';
import { createApp } from '@intermission/api/bootstrap/create-app';
import { DemoSecrets, loadConfig } from '@intermission/api/config/app-config';
import { loadGeneratedSecrets } from '@intermission/api/config/generated-secrets';
import type { CurrentUser } from '@intermission/api/auth/current-user';
import { RecordSaleCommand, type SaleInput } from '@intermission/api/sales/commands/record-sale.command';
import { readTestServer } from '../support/test-server';
import { type DistributedRun, missingBuild, startDistributed } from './start';

// Issue 18 point 8: the distributed mode of docker-compose.yml (two APIs with RUN_JOBS=false and
// RUN_PROJECTIONS=false, two apps/worker processes, one PostgreSQL, one Redis) driven through both
// APIs at once while the worker applying the stock projection is SIGKILLed mid-batch.

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers PING, asked synchronously so jest can skip before collecting. */
function redisProblem(): string | null {
  const u = new URL(redisUrl);
  const probe = `const s=require('node:net').connect(${Number(u.port || 6379)}, ${JSON.stringify(u.hostname)}, () => s.write('PING\\r\\n'));
    s.on('data', (d) => process.exit(String(d).startsWith('+PONG') ? 0 : 1)); s.on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 2000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0 ? null : `Redis does not answer at ${redisUrl}`;
}

const reason = missingBuild() ?? redisProblem();
if (reason !== null) {
  // Skipped, not passed: jest reports the suite as skipped and says why.
  describe.skip(`the distributed mode (skipped: ${reason})`, () => {
    it('two APIs and two workers on one database apply every event once', () => undefined);
  });
  console.info(`The distributed mode test is skipped: ${reason}.`);
} else {
  describe('the distributed mode: two APIs and two workers on one PostgreSQL and one Redis', () => {
    let run: DistributedRun | undefined;
    let db: Db;
    let station: INestApplication | undefined;
    let stationDb: Db | undefined;
    let stationDir: string | undefined;
    const tokens: string[] = [];
    let loc: Record<string, number>;
    let good: Record<string, number>;
    let smallPopcorn: number;
    let barSalesLocation: number;
    let elm: { venue: number; location: number };
    let vendor: number;

    beforeAll(async () => {
      run = await startDistributed({ adminUrl: readTestServer().adminUrl, redisUrl });
      db = createDb({ connectionString: run.databaseUrl, max: 4, applicationName: 'intermission-dist-test' });
      for (const api of run.apis) {
        const res = await fetch(`${api.url}/api/v1/users/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ Username: 'admin', Password: 'admin', AuthClientID: AuthClientId, AuthClientSecret: DemoSecrets.authClientSecret }),
        });
        const body = (await res.json()) as { LoginResult?: { Jwt?: string } };
        if (res.status !== 200 || !body.LoginResult?.Jwt) throw new Error(`Sign-in on ${api.name} failed: ${res.status} ${JSON.stringify(body)}`);
        tokens.push(body.LoginResult.Jwt);
      }
      const locations = await db
        .selectFrom('app.inventory_locations as l')
        .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
        .select(['l.Id', 'l.Name', 'l.Kind', 'l.SalesLocationId', 'v.Name as Venue'])
        .execute();
      const find = (kind: string, name?: string) => locations.find((l) => l.Venue === 'Harbor Point 12' && l.Kind === kind && (!name || l.Name === name))!;
      loc = { venue: find('venue').Id, bar: find('sales_location', 'Bar 1').Id, patrons: find('patrons_room').Id, catering: find('catering').Id };
      barSalesLocation = find('sales_location', 'Bar 1').SalesLocationId!;
      const elmStore = locations.find((l) => l.Venue === 'Elm Street 8' && l.Kind === 'venue')!;
      const elmVenue = await db.selectFrom('app.venues').select('Id').where('Name', '=', 'Elm Street 8').executeTakeFirstOrThrow();
      elm = { venue: elmVenue.Id, location: elmStore.Id };
      vendor = (await db.selectFrom('app.vendors').select('Id').orderBy('Id').executeTakeFirstOrThrow()).Id;
      good = Object.fromEntries((await db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
      smallPopcorn = (await db.selectFrom('app.kits').select('Id').where('Name', '=', 'Small Popcorn').executeTakeFirstOrThrow()).Id;

      // The sale has no HTTP call yet ("comes with its own issue"): a third API instance in this
      // process, also with RUN_PROJECTIONS=false, records sales through RecordSaleCommand.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-dist-station-'));
      stationDir = dataDir;
      // The secrets the APIs and workers generated in their data folder, as a process sharing it reads them.
      const shared = loadGeneratedSecrets(run.dataDir);
      const config = loadConfig(
        { NODE_ENV: 'test', JWT_SECRET: shared.JWT_SECRET, PIN_SECRET: shared.PIN_SECRET, TOKEN_ENCRYPTION_KEY: shared.TOKEN_ENCRYPTION_KEY },
        {
          databaseUrl: run.databaseUrl,
          redisUrl,
          queuePrefix: run.queuePrefix,
          runJobs: false,
          runProjections: false,
          dataDir,
          outboxDir: path.join(dataDir, 'outbox'),
          webDist: undefined,
          logLevel: 'silent',
        },
      );
      stationDb = createDb({ connectionString: run.databaseUrl, max: 5 });
      station = await createApp(config, stationDb, { logger: false });
      await station.init();
    }, 150_000);

    afterAll(async () => {
      await station?.close().catch(() => undefined);
      await stationDb?.destroy().catch(() => undefined);
      await db?.destroy().catch(() => undefined);
      await run?.stop();
      if (stationDir) fs.rmSync(stationDir, { recursive: true, force: true });
    }, 60_000);

    const post = async (api: number, call: string, body: unknown) => {
      // As a station does: a 503 "The ledger is catching up" (the stock projection has not yet applied
      // the decision before this one, e.g. while a killed worker's batch is taken over) recorded
      // nothing; the same body is sent again after a moment, for at most a minute.
      let res: Response;
      for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 250))) {
        res = await fetch(`${run!.apis[api]!.url}/api/v1/${call}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[api]}` },
          body: JSON.stringify(body),
        });
        if (res.status !== 503 || Date.now() > until) break;
        const behind = (await res.clone().json()) as { LaggingProjections?: string[] };
        if (!behind.LaggingProjections) break;
      }
      const answer = (await res.json()) as { TransferId?: string; Position?: Position; Message?: string; Order?: { Id: string } };
      if (res.status !== 200)
        throw new Error(`${call} on api-${api + 1} answered ${res.status}: ${JSON.stringify(answer)}; its log ends:\n${run!.logOf(`api-${api + 1}`)}`);
      return answer;
    };
    const push = (api: number, kind: string, body: Record<string, unknown>) => post(api, `inventoryEventPush/${kind}`, body);

    /** The stock projection's checkpoint has passed position (counts decide from its on-hand). */
    const stockPassed = async (p: Position) => {
      const { transactionId, position } = decodePosition(p);
      const r = await sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM es.projection_checkpoints WHERE name = 'stock'
        AND (transaction_id, position) >= (${transactionId.toString()}::xid8, ${position.toString()}::bigint)) AS ok`.execute(db);
      return r.rows[0]!.ok;
    };
    const until = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
      const end = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    /** The live table of a projection's base name: app.<base>_v<n>, the newest version (a fresh database has one). */
    const liveTable = async (base: string) => {
      const r = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'app' AND table_name ~ ${`^${base}_v[0-9]+$`}`.execute(db);
      const newest = r.rows.map((x) => x.name).sort((a, b) => Number(b.split('_v').pop()) - Number(a.split('_v').pop()))[0];
      if (!newest) throw new Error(`No live table for ${base}`);
      return `app.${newest}`;
    };
    const advisoryLocks = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()`.execute(db)
        ).rows[0]!.n,
      );

    it('applies every event once, matches a full rebuild, and a worker killed mid-batch is taken over by the other', async () => {
      const r = run!;
      const projections = registeredProjections();
      expect(await advisoryLocks()).toBe(projections.length); // worker-1 holds them all, worker-2 stands by

      // Opening stock through api-1: the venue store, the bar (for the sales) and the catering store (for the counts).
      const init = (to: number, lines: [string, string][]) =>
        push(0, 'initializingTransfer', {
          GuidId: randomUUID(),
          ToInventoryLocationId: to,
          TransferGoods: lines.map(([g, Qty]) => ({ GoodId: good[g], Qty })),
        });
      await init(loc.venue!, [
        ['Bottled Water', '5000'],
        ['Chocolate Bar', '5000'],
      ]);
      await init(loc.bar!, [
        ['Popcorn Kernels (lb)', '100'],
        ['Popcorn Bag Large', '400'],
      ]);
      const opening = await init(loc.catering!, [
        ['Gummy Bears', '50'],
        ['Chocolate Bar', '50'],
      ]);

      // The killer: once the drive is under way, SIGKILL worker-1 while a stock batch transaction of
      // its is open (seen in pg_stat_activity; worker-2 only stands by until then).
      let killed = false;
      let killedMidBatch = false;
      let pushes = 0;
      let aborted = false; // a lane failed: the killer stops looking
      const killer = (async () => {
        try {
          await until(async () => aborted || pushes >= 8, 60_000, 'the drive to start');
          const end = Date.now() + 45_000;
          while (!aborted && Date.now() < end) {
            const open = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = current_database() AND xact_start IS NOT NULL AND state IN ('active', 'idle in transaction')
                AND query LIKE 'INSERT INTO app.stock\\_%'`.execute(db);
            if (Number(open.rows[0]!.n) > 0) {
              killedMidBatch = true;
              break;
            }
          }
          return await r.kill('worker-1', 'SIGKILL');
        } finally {
          killed = true; // the lanes end 6 rounds later, whatever happened here
        }
      })();

      // Transfers from the venue store to the bar and to the patrons room, alternating the APIs; every
      // 4th GUID is sent to both APIs at the same moment. They go on until 6 rounds after the kill.
      const transferLane = async (to: number, lines: [string, number][], first: number) => {
        let rounds = 0;
        let afterKill = 0;
        while ((!killed || afterKill < 6) && rounds < 400) {
          const body = {
            GuidId: randomUUID(),
            FromInventoryLocationId: loc.venue,
            ToInventoryLocationId: to,
            TransferGoods: lines.map(([g, Qty]) => ({ GoodId: good[g], Qty })),
          };
          const api = (rounds + first) % 2;
          if (rounds % 4 === 3) {
            const [a, b] = await Promise.all([push(0, 'inventoryTransfer', body), push(1, 'inventoryTransfer', body)]);
            expect(b.TransferId).toBe(a.TransferId);
            expect(b.Position).toBe(a.Position);
          } else await push(api, 'inventoryTransfer', body);
          rounds++;
          pushes++;
          if (killed) afterKill++;
        }
        return rounds;
      };

      // Counts at the catering store, one after the other on alternating APIs (count i: Gummy Bears
      // 50 − 2i, Chocolate Bar 40 + i). A count decides from the on-hand it reads, so each waits
      // until the stock projection shows the one before (across the kill). Count 3 goes to both APIs at once.
      const counts = 8;
      const countLane = async () => {
        let last = opening.Position!;
        for (let i = 1; i <= counts; i++) {
          await until(() => stockPassed(last), 30_000, `the stock projection to pass count ${i - 1}`);
          const body = {
            GuidId: randomUUID(),
            InventoryLocationId: loc.catering,
            Counts: [
              { GoodId: good['Gummy Bears'], Counted: String(50 - 2 * i) },
              { GoodId: good['Chocolate Bar'], Counted: String(40 + i) },
            ],
          };
          if (i === 3) {
            const [a, b] = await Promise.all([push(0, 'gainlostTransfer', body), push(1, 'gainlostTransfer', body)]);
            expect(b.Position).toBe(a.Position);
            last = a.Position!;
          } else last = (await push(i % 2, 'gainlostTransfer', body)).Position!;
        }
      };

      // Sales at the bar: 20 sales of one Small Popcorn (0.25 lb kernels + 1 large bag); every 5th SaleId is recorded twice at once.
      const claims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
      const admin = await db.selectFrom('app.auth_users').select(['Id', 'UserId', 'RoleId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
      const actor: CurrentUser = { authUserId: admin.Id, userId: admin.UserId, roleId: admin.RoleId, claims };
      const commands = station!.get(CommandBus);
      const sales = 20;
      const saleLane = async () => {
        for (let i = 0; i < sales; i++) {
          const sale: SaleInput = {
            SaleId: randomUUID(),
            SalesLocationId: barSalesLocation,
            ShowEvent: null,
            StationId: null,
            PosUserId: null,
            IsRefund: false,
            ReduceInventory: true,
            SaleDate: new Date().toISOString(),
            SaleKits: [{ KitId: smallPopcorn, Qty: '1', SalePricePerKit: '6.50' }],
          };
          const record = () => commands.execute(new RecordSaleCommand(sale, actor)) as Promise<{ SaleId: string; Position: Position }>;
          if (i % 5 === 4) {
            const [a, b] = await Promise.all([record(), record()]);
            expect(b.Position).toBe(a.Position);
          } else await record();
        }
      };

      // Received orders at the Elm Street store: each received on one API and posted on the other;
      // order 2's post (its GUID) goes to both APIs at the same moment.
      const orders = 3;
      const orderLane = async () => {
        for (let i = 0; i < orders; i++) {
          const received = await push(i % 2, 'receiving', {
            GuidId: randomUUID(),
            VenueId: elm.venue,
            VendorId: vendor,
            ReceivedOrderGoods: [
              { GoodId: good['Chocolate Bar'], Qty: '12', Cost: '1.25' },
              { GoodId: good['Gummy Bears'], Qty: '7.5', Cost: '0.42' },
            ],
            FreightRate: '4.50',
            SuppliesRate: '2.25',
            DepositsCost: '1.20',
            GoodsToReturnCost: '0.80',
            BilledAmount: '27.00',
          });
          const post = { GuidId: randomUUID(), Id: received.Order!.Id, Version: 1 };
          if (i === 1) {
            const [a, b] = await Promise.all([push(0, 'post/receiving', post), push(1, 'post/receiving', post)]);
            expect(b.Position).toBe(a.Position);
          } else await push((i + 1) % 2, 'post/receiving', post);
        }
      };

      const [barRounds, patronsRounds] = await Promise.all([
        transferLane(
          loc.bar!,
          [
            ['Bottled Water', 3],
            ['Chocolate Bar', 2],
          ],
          0,
        ),
        transferLane(loc.patrons!, [['Bottled Water', 1]], 1),
        countLane(),
        saleLane(),
        orderLane(),
      ]).catch(async (err: unknown) => {
        aborted = true;
        await killer.catch(() => undefined);
        throw err;
      });
      const exit = await killer;
      expect(exit.signal).toBe('SIGKILL');
      expect(killedMidBatch).toBe(true);
      expect(r.exited('worker-2')).toBe(false);

      // A job after the kill: the reset mail is sent by the surviving worker (the APIs only enqueue).
      await post(1, 'users/forgot', { Email: 'viewer@intermission.local' });

      // Every projection catches up under worker-2, which now holds every lock.
      const statusPool = createEventStorePool({ connectionString: r.databaseUrl, max: 1 });
      const statusStore = createPostgresEventStore(statusPool);
      const head = (
        await sql<{ transaction_id: string; position: string }>`SELECT transaction_id::text, position::text FROM es.events
        ORDER BY transaction_id DESC, position DESC LIMIT 1`.execute(db)
      ).rows[0]!;
      const headPosition: Position = `${head.transaction_id}:${head.position}`;
      await until(
        async () => {
          const st = await projectionStatuses(db as never, { countEvents: (after) => statusStore.countEvents(after) });
          return projections.every((p) => st.some((s) => s.name === p.name && s.version === p.version && s.status === 'running' && s.lag === 0));
        },
        60_000,
        `every projection to catch up after the kill: ${r.logOf('worker-2')}`,
      ).finally(async () => {
        await statusStore.close();
        await statusPool.end();
      });
      expect(await advisoryLocks()).toBe(projections.length);
      for (const api of r.apis) {
        const health = (await (await fetch(`${api.url}/api/health`)).json()) as { Status: string; Projections: { Lag: number; Status: string }[] };
        expect(health.Status).toBe('ok');
        expect(health.Projections.every((p) => p.Lag === 0 && p.Status === 'running')).toBe(true);
      }
      const mails = () => (fs.existsSync(r.outboxDir) ? fs.readdirSync(r.outboxDir).filter((f) => f.endsWith('.eml')) : []);
      await until(async () => mails().length > 0, 20_000, 'the reset mail from worker-2');

      // Every event applied once: the events were written once per GUID ...
      const events = await sql<{ type: string; n: string }>`SELECT type, count(*) AS n FROM es.events GROUP BY type`.execute(db);
      const byType = Object.fromEntries(events.rows.map((e) => [e.type, Number(e.n)]));
      const gainLosts = counts; // every count differs from what is on hand in both goods
      expect(byType[StockEventTypes.StockMoved]).toBe(3 + barRounds + patronsRounds + gainLosts);
      expect(byType[CountSaleEventTypes.InventoryCounted]).toBe(counts);
      expect(byType[CountSaleEventTypes.SaleRecorded]).toBe(sales);
      expect([byType[OrderEventTypes.OrderReceived], byType[OrderEventTypes.OrderPosted]]).toEqual([orders, orders]);
      // ... no movement row is there twice, and every movement is in the transfer list once ...
      const dupes = await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT "TransferId", "LocationId", "GoodId"
        FROM ${sql.table(await liveTable('stock_movements'))} GROUP BY 1, 2, 3 HAVING count(*) > 1) d`.execute(db);
      expect(Number(dupes.rows[0]!.n)).toBe(0);
      const transfers = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(await liveTable('stock_transfers'))}`.execute(db);
      expect(Number(transfers.rows[0]!.n)).toBe(byType[StockEventTypes.StockMoved]);
      // ... and on hand per location and good is the sum of the events' quantities, computed here from the events' data.
      const mismatches = await sql<{ LocationId: number; GoodId: number; live: string | null; events: string | null }>`
        WITH lines AS (
          SELECT (e.data->>'FromInventoryLocationId')::int AS from_id, (e.data->>'ToInventoryLocationId')::int AS to_id,
                 (l->>'GoodId')::int AS good, (l->>'Qty')::numeric AS qty
          FROM es.events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'Lines') l WHERE e.type = ${StockEventTypes.StockMoved}
        ), sides AS (
          SELECT from_id AS loc, good, -qty AS qty FROM lines WHERE from_id IS NOT NULL
          UNION ALL SELECT to_id, good, qty FROM lines WHERE to_id IS NOT NULL
          UNION ALL SELECT (e.data->>'InventoryLocationId')::int, (g->>'GoodId')::int, -(g->>'Qty')::numeric
          FROM es.events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'SaleGoods') g
          WHERE e.type = ${CountSaleEventTypes.SaleRecorded} AND (e.data->>'ReduceInventory')::boolean
          UNION ALL SELECT (e.data->>'VenueInventoryLocationId')::int, (g->>'GoodId')::int, (g->>'Qty')::numeric
          FROM es.events e CROSS JOIN LATERAL jsonb_array_elements(e.data->'ReceivedOrderGoods') g WHERE e.type = ${OrderEventTypes.OrderPosted}
        ), expected AS (SELECT loc, good, sum(qty) AS qty FROM sides GROUP BY loc, good)
        SELECT coalesce(h."LocationId", x.loc) AS "LocationId", coalesce(h."GoodId", x.good) AS "GoodId", h."Qty"::text AS live, x.qty::text AS events
        FROM ${sql.table(await liveTable('stock_on_hand'))} h FULL JOIN expected x ON x.loc = h."LocationId" AND x.good = h."GoodId"
        WHERE h."Qty" IS DISTINCT FROM x.qty`.execute(db);
      expect(mismatches.rows).toEqual([]);

      // Hand-computed figures.
      const onHandTable = sql.table(await liveTable('stock_on_hand'));
      const onHand = async (location: number) => {
        const rows = (
          await sql<{ GoodId: number; Qty: string }>`SELECT "GoodId", "Qty"::text AS "Qty" FROM ${onHandTable} WHERE "LocationId" = ${location}`.execute(db)
        ).rows;
        return (name: string) => Number(rows.find((x) => x.GoodId === good[name])?.Qty ?? 0);
      };
      const venue = await onHand(loc.venue!);
      expect(venue('Bottled Water')).toBe(5000 - 3 * barRounds - patronsRounds);
      expect(venue('Chocolate Bar')).toBe(5000 - 2 * barRounds);
      const bar = await onHand(loc.bar!);
      expect(bar('Bottled Water')).toBe(3 * barRounds);
      expect(bar('Chocolate Bar')).toBe(2 * barRounds);
      expect(bar('Popcorn Kernels (lb)')).toBe(100 - 0.25 * sales);
      expect(bar('Popcorn Bag Large')).toBe(400 - sales);
      expect((await onHand(loc.patrons!))('Bottled Water')).toBe(patronsRounds);
      const catering = await onHand(loc.catering!);
      expect(catering('Gummy Bears')).toBe(50 - 2 * counts);
      expect(catering('Chocolate Bar')).toBe(40 + counts);
      const elmStore = await onHand(elm.location);
      expect([elmStore('Chocolate Bar'), elmStore('Gummy Bears')]).toEqual([12 * orders, 7.5 * orders]);

      // The live tables equal a full rebuild in one process (the replay), row for row (EXCEPT ALL both ways).
      const schema = `dist_replay_${r.databaseName.slice(-10)}`;
      const pool = createEventStorePool({ connectionString: r.databaseUrl, max: 2 });
      const store = createPostgresEventStore(pool);
      try {
        // The store reads only below the cluster's oldest running transaction (docs/eventstore.md): wait until it sees the head.
        const holders = async () =>
          JSON.stringify(
            (
              await sql`SELECT datname, application_name, state, backend_xid::text, backend_xmin::text, xact_start, left(query, 80) AS query
                FROM pg_stat_activity WHERE backend_xid IS NOT NULL OR backend_xmin IS NOT NULL`.execute(db)
            ).rows,
          );
        await until(async () => (await store.headPosition()) === headPosition, 30_000, `the store to see ${headPosition}`).catch(async (err: Error) => {
          throw new Error(`${err.message}; it sees ${await store.headPosition()}; transactions: ${await holders()}`);
        });
        const replay = await replayProjections({ pool, store, projections, until: { position: headPosition }, schema });
        const total = Object.values(byType).reduce((a, b) => a + b, 0);
        expect({ events: replay.events, last: replay.lastPosition }).toEqual({ events: total, last: headPosition });
        expect(replay.tables.length).toBeGreaterThanOrEqual(6);
        for (const rebuilt of replay.tables) {
          const base = rebuilt.slice(schema.length + 1);
          const live = await liveTable(base);
          const diff = await sql<{ n: string }>`SELECT count(*) AS n FROM (
            (SELECT * FROM ${sql.table(live)} EXCEPT ALL SELECT * FROM ${sql.table(rebuilt)})
            UNION ALL (SELECT * FROM ${sql.table(rebuilt)} EXCEPT ALL SELECT * FROM ${sql.table(live)})) d`.execute(db);
          expect({ table: base, differences: Number(diff.rows[0]!.n) }).toEqual({ table: base, differences: 0 });
        }
        const rows = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(`${schema}.stock_movements`)}`.execute(db);
        expect(Number(rows.rows[0]!.n)).toBeGreaterThan(100);
      } finally {
        await store.close();
        await pool.end();
      }
    }, 180_000);
  });
}
