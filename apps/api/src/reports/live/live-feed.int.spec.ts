import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { LiveFeedEvents, type LiveShowEventFigures } from '@intermission/contracts';
import { createDb } from '@intermission/db';
import { createApp } from '../../bootstrap/create-app';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { type SyncPlaces, countBody, queue, saleBody, syncPlaces } from '../../../../../tests/support/sync-fixtures';
import { recordScriptedWeek, type ScriptedWeek, type ShowEventKey } from '../../../../../tests/support/scripted-week';
import { LiveFeedMessages } from './live-feed.controller';
import { LiveFeedService, LiveFeedTimings } from './live-feed.service';

interface FeedMessage {
  event: string;
  id?: string;
  data: LiveShowEventFigures;
}

/** A client of the feed as the web reads it: fetch with the bearer header, the SSE frames parsed as they come. */
async function openFeed(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: FeedMessage[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            frame
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (fields.data !== undefined) messages.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) });
          waiters.forEach((w) => w());
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      waiters.forEach((w) => w());
    }
  })();
  /** The first figures message (after the ones already seen when `fresh`) that `match` accepts. */
  const figures = async (match: (f: LiveShowEventFigures) => boolean, timeoutMs = 10_000): Promise<LiveShowEventFigures> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const hit = messages.find((m) => m.event === LiveFeedEvents.Figures && match(m.data));
      if (hit) return hit.data;
      if (ended) throw new Error(`The feed ended; got ${JSON.stringify(messages)}`);
      const left = until - Date.now();
      if (left <= 0) throw new Error(`No matching figures in ${timeoutMs} ms; got ${JSON.stringify(messages.map((m) => m.data))}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        waiters.add(() => (clearTimeout(t), r()));
      });
      waiters.clear();
    }
  };
  return {
    res,
    messages,
    figures,
    ended: () => ended,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** GET sales/live/showEvents/{showEventId} (docs/reports.md "Live over/short and kit sales"). */
describe('the live over/short and kit sales feed', () => {
  let a: TestApp;
  let base: string;
  let p: SyncPlaces;
  const as: Record<'admin' | 'manager' | 'nobody', { Authorization: string }> = {} as never;
  let onNow: number;
  let lakeside: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    await a.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(a.app.getHttpServer().address() as AddressInfo).port}/api/v1/sales/live/showEvents`;
    for (const who of ['admin', 'manager', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    p = await syncPlaces(a.t.db);
    const db = a.t.db;
    const show = (await db.insertInto('app.shows').values({ Name: 'Live Night' }).returning('Id').executeTakeFirstOrThrow()).Id;
    const event = async (TheatreId: number) =>
      (
        await db
          .insertInto('app.show_events')
          .values({ ShowId: show, TheatreId, Start: new Date(Date.now() - 3600_000).toISOString(), End: new Date(Date.now() + 2 * 3600_000).toISOString() })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
    // On now at Harbor Point 12 (the demo manager's venue), and one at Lakeside Playhouse (not theirs).
    onNow = await event(p.theatreId);
    const lakesideTheatre = await db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('t.Id')
      .where('v.Name', '=', 'Lakeside Playhouse')
      .executeTakeFirstOrThrow();
    lakeside = await event(lakesideTheatre.Id);
  });
  afterAll(() => a.close());

  const sync = (items: unknown[]) => a.http.post(`/api/v1/stations/${p.stationId}/sync`).set(as.admin).send({ Items: items });
  const feeds = () => a.app.get(LiveFeedService).openFeeds();

  it('sends the totals at once, then new totals after a sale and a cash box count arrive through the sync call', async () => {
    const feed = await openFeed(`${base}/${onNow}`, as.manager);
    try {
      expect(feed.res.status).toBe(200);
      expect(feed.res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const first = await feed.figures(() => true);
      expect(first).toMatchObject({ ShowEventId: onNow, SaleCount: 0, SalesTotal: 0, KitQty: 0, Tenders: [], StartCounts: 0, EndCounts: 0 });

      // Two Candy Bars at 4.50 in cash: SalesTotal 9.00, cash 9.00, KitQty 2, KitGross 2 × 4.50 = 9.00.
      const sale = { ...saleBody(p, 2, new Date().toISOString()), ShowEventId: onNow };
      const pushedSale = await sync(queue([{ Kind: 'Sale', Body: sale }]));
      expect(pushedSale.body.Items[0].Status).toBe('Applied');
      const afterSale = await feed.figures((f) => f.SaleCount === 1);
      expect(afterSale).toMatchObject({
        ShowEventId: onNow,
        SaleCount: 1,
        RefundCount: 0,
        SalesTotal: 9,
        KitQty: 2,
        KitGross: 9,
        Tenders: [{ PaymentMethodId: 1, SaleAmount: 9, TipAmount: 0 }],
      });
      expect(afterSale.SalesPosition).not.toBe(first.SalesPosition);

      // A start count of 20 ones: StartCounts 1, StartCountTotal 20.00.
      const pushedCount = await sync(queue([{ Kind: 'CashboxCount', Body: countBody(p, 1, 20, onNow) }], 1));
      expect(pushedCount.body.Items[0].Status).toBe('Applied');
      const afterCount = await feed.figures((f) => f.StartCounts === 1);
      expect(afterCount).toMatchObject({ SaleCount: 1, SalesTotal: 9, StartCounts: 1, StartCountTotal: 20, EndCounts: 0, EndCountTotal: 0 });
      expect(afterCount.CashboxesPosition).not.toBe(first.CashboxesPosition);
    } finally {
      await feed.close();
    }
  });

  it('a sale of another show event sends nothing to this feed', async () => {
    const feed = await openFeed(`${base}/${onNow}`, as.admin);
    try {
      const first = await feed.figures(() => true);
      const other = { ...saleBody(p, 1, '2026-11-20T19:00:00Z'), SaleId: randomUUID() };
      expect((await sync(queue([{ Kind: 'Sale', Body: other }], 2))).body.Items[0].Status).toBe('Applied');
      // A sale that counts comes after it: the feed's next figures are that one's, nothing in between.
      const sale = { ...saleBody(p, 1, new Date().toISOString()), ShowEventId: onNow };
      expect((await sync(queue([{ Kind: 'Sale', Body: sale }], 3))).body.Items[0].Status).toBe('Applied');
      const next = await feed.figures((f) => f.SaleCount === first.SaleCount + 1);
      expect(next.SalesTotal).toBe(first.SalesTotal + 4.5);
      const figures = feed.messages.filter((m) => m.event === LiveFeedEvents.Figures);
      expect(figures.map((m) => m.data.SaleCount)).toEqual([first.SaleCount, first.SaleCount + 1]);
    } finally {
      await feed.close();
    }
  });

  it('a second API process without the projection runner (the distributed mode) feeds its clients too', async () => {
    // Its own Nest app and pools on the same database: it hears the runner of the first through PostgreSQL.
    const other = await createApp({ ...a.config, runProjections: false, runJobs: false }, createDb({ connectionString: a.t.url, max: 4 }), {
      ownsDb: true,
      logger: false,
    });
    await other.listen(0, '127.0.0.1');
    const port = (other.getHttpServer().address() as AddressInfo).port;
    const feed = await openFeed(`http://127.0.0.1:${port}/api/v1/sales/live/showEvents/${onNow}`, as.manager);
    try {
      const first = await feed.figures(() => true);
      const sale = { ...saleBody(p, 3, new Date().toISOString()), ShowEventId: onNow };
      expect((await sync(queue([{ Kind: 'Sale', Body: sale }], 4))).body.Items[0].Status).toBe('Applied');
      // Three more Candy Bars at 4.50: 13.50 more.
      const next = await feed.figures((f) => f.SaleCount === first.SaleCount + 1);
      expect(next.SalesTotal).toBe(first.SalesTotal + 13.5);
      expect(next.KitQty).toBe(first.KitQty + 3);
    } finally {
      await feed.close();
      await other.close();
    }
  });

  it('sends a heartbeat between changes, and ends a feed at its time limit (the client opens it again)', async () => {
    const saved = { ...LiveFeedTimings };
    Object.assign(LiveFeedTimings, { heartbeatMs: 100, maxFeedMs: 1000 });
    const feed = await openFeed(`${base}/${onNow}`, as.manager);
    try {
      await feed.figures(() => true);
      for (const until = Date.now() + 5000; !feed.messages.some((m) => m.event === LiveFeedEvents.Heartbeat) && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 20));
      const beat = feed.messages.find((m) => m.event === LiveFeedEvents.Heartbeat);
      expect(beat?.data).toEqual({ ShowEventId: onNow, At: expect.any(String) });
      for (const until = Date.now() + 5000; !feed.ended() && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
      expect(feed.ended()).toBe(true);
    } finally {
      Object.assign(LiveFeedTimings, saved);
      await feed.close();
    }
  });

  it('a client that disconnects leaves no feed open', async () => {
    // The feeds of the tests before have ended (a disconnect is noticed by the server in a moment).
    for (const until = Date.now() + 5000; feeds() !== 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    const before = feeds();
    expect(before).toBe(0);
    const one = await openFeed(`${base}/${onNow}`, as.manager);
    const two = await openFeed(`${base}/${onNow}`, as.manager);
    await one.figures(() => true);
    await two.figures(() => true);
    expect(feeds()).toBe(before + 2);
    await one.close();
    await two.close();
    for (const until = Date.now() + 5000; feeds() !== before && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    expect(feeds()).toBe(before);
  });

  it.each([
    { title: 'without a token', path: () => `${onNow}`, who: () => ({}), status: 401 },
    { title: "another venue's show event", path: () => `${lakeside}`, who: () => as.manager, status: 403, Message: LiveFeedMessages.NotYours },
    { title: 'a user without the VenueManager claim', path: () => `${onNow}`, who: () => as.nobody, status: 403 },
    { title: 'an unknown show event', path: () => '999999', who: () => as.manager, status: 404, Message: 'The show event was not found.' },
    { title: 'an id that is not a number', path: () => 'abc', who: () => as.manager, status: 400 },
    { title: 'an id beyond 32 bits', path: () => String(2 ** 40), who: () => as.manager, status: 400 },
    { title: 'a NUL in the id', path: () => '1%00', who: () => as.manager, status: 400 },
    { title: 'a negative id', path: () => '-4', who: () => as.manager, status: 400 },
  ])('answers $title with $status, no stream', async ({ path, who, status, Message }) => {
    const res = await fetch(`${base}/${path()}`, { headers: { accept: 'text/event-stream', ...who() } });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = (await res.json()) as { Message?: string };
    if (Message) expect(body.Message).toBe(Message);
  });

  it('answers 406 to a client that does not ask for an event stream', async () => {
    const res = await a.http.get(`/api/v1/sales/live/showEvents/${onNow}`).set(as.manager);
    expect(res.status).toBe(406);
    expect(res.body.Message).toBe(LiveFeedMessages.EventStreamOnly);
  });

  it('an admin sees every venue', async () => {
    const feed = await openFeed(`${base}/${lakeside}`, as.admin);
    try {
      expect(await feed.figures(() => true)).toMatchObject({ ShowEventId: lakeside, SaleCount: 0 });
    } finally {
      await feed.close();
    }
  });

  describe('the scripted week', () => {
    let week: ScriptedWeek;
    beforeAll(async () => {
      week = await recordScriptedWeek(a);
    });

    // Every field of each show event's first message, by hand from tests/support/scripted-week.ts.
    // Tenders: PaymentMethodId 1 cash, 2 Visa/MC, 3 Amex, 5 voucher, 7 discount, 8 pre-order.
    const zero = { StartCounts: 0, StartCountTotal: 0, EndCounts: 0, EndCountTotal: 0 };
    it.each<[ShowEventKey, Omit<LiveShowEventFigures, 'ShowEventId' | 'SalesPosition' | 'CashboxesPosition' | 'At'>]>([
      // E1: A1 VodkaSoda 2 × 9.00 = 18.00 cash; A2 DoubleVodka 1 × 14.00 Visa/MC (tip 2.00); B1 Pretzel 2 × 5.00 = 10.00 cash.
      // SalesTotal 18 + 14 + 10 = 42.00; KitQty 2 + 1 + 2 = 5; cash 18 + 10 = 28.00. Counts: start A 200 + B 100 = 300.00, end A 218 + B 110 = 328.00.
      [
        'E1',
        {
          ...{ SaleCount: 3, RefundCount: 0, SalesTotal: 42, KitQty: 5, KitGross: 42 },
          Tenders: [
            { PaymentMethodId: 1, SaleAmount: 28, TipAmount: 0 },
            { PaymentMethodId: 2, SaleAmount: 14, TipAmount: 2 },
          ],
          ...{ StartCounts: 2, StartCountTotal: 300, EndCounts: 2, EndCountTotal: 328 },
        },
      ],
      // E2: A3 VodkaSoda 1 × 9.00 less 10 % = 8.10 (cash 8.10 + discount 0.90); A4 the refund −1 × 9.00 (cash −9.00);
      // A5 3 × 9.00 = 27.00 by voucher. SalesTotal 8.10 − 9.00 + 27.00 = 26.10; KitQty 1 − 1 + 3 = 3;
      // KitGross 9 − 9 + 27 = 27.00 (before the discount); cash 8.10 − 9.00 = −0.90. Counts: A 200.00 / 195.10.
      [
        'E2',
        {
          ...{ SaleCount: 3, RefundCount: 1, SalesTotal: 26.1, KitQty: 3, KitGross: 27 },
          Tenders: [
            { PaymentMethodId: 1, SaleAmount: -0.9, TipAmount: 0 },
            { PaymentMethodId: 5, SaleAmount: 27, TipAmount: 0 },
            { PaymentMethodId: 7, SaleAmount: 0.9, TipAmount: 0 },
          ],
          ...{ StartCounts: 1, StartCountTotal: 200, EndCounts: 1, EndCountTotal: 195.1 },
        },
      ],
      // E3: A6 DoubleVodka 2 × 14.00 = 28.00 Amex (tip 4.00); A7 VodkaSoda 9.00 pre-order (tip 1.00): 37.00, 3 kits. Counts 200.00 / 200.00.
      [
        'E3',
        {
          ...{ SaleCount: 2, RefundCount: 0, SalesTotal: 37, KitQty: 3, KitGross: 37 },
          Tenders: [
            { PaymentMethodId: 3, SaleAmount: 28, TipAmount: 4 },
            { PaymentMethodId: 8, SaleAmount: 9, TipAmount: 1 },
          ],
          ...{ StartCounts: 1, StartCountTotal: 200, EndCounts: 1, EndCountTotal: 200 },
        },
      ],
      // ET (the test stage: the feed has no theatre filter): C1 VodkaSoda 9.00 cash. Counts C 50.00 / 59.00.
      [
        'ET',
        {
          ...{ SaleCount: 1, RefundCount: 0, SalesTotal: 9, KitQty: 1, KitGross: 9 },
          Tenders: [{ PaymentMethodId: 1, SaleAmount: 9, TipAmount: 0 }],
          ...{ StartCounts: 1, StartCountTotal: 50, EndCounts: 1, EndCountTotal: 59 },
        },
      ],
      // E4: A8 VodkaSoda 4 × 9.00 = 36.00 cash. A start of 200.00 and the missing end count: EndCounts 0.
      [
        'E4',
        {
          ...{ SaleCount: 1, RefundCount: 0, SalesTotal: 36, KitQty: 4, KitGross: 36 },
          Tenders: [{ PaymentMethodId: 1, SaleAmount: 36, TipAmount: 0 }],
          ...{ StartCounts: 1, StartCountTotal: 200, EndCounts: 0, EndCountTotal: 0 },
        },
      ],
      // E5: A9 DoubleVodka 2 × 14.00 = 28.00 cash; A10 VodkaSoda 9.00 Visa/MC (tip 1.50): 37.00, 3 kits. Counts 150.00 / 180.00.
      [
        'E5',
        {
          ...{ SaleCount: 2, RefundCount: 0, SalesTotal: 37, KitQty: 3, KitGross: 37 },
          Tenders: [
            { PaymentMethodId: 1, SaleAmount: 28, TipAmount: 0 },
            { PaymentMethodId: 2, SaleAmount: 9, TipAmount: 1.5 },
          ],
          ...{ StartCounts: 1, StartCountTotal: 150, EndCounts: 1, EndCountTotal: 180 },
        },
      ],
      // E6: B2 Pretzel 2 × 5.00 + Soda 1 × 3.00 = 13.00 cash, 3 kits. Counts B 100.00 / 113.00.
      [
        'E6',
        {
          ...{ SaleCount: 1, RefundCount: 0, SalesTotal: 13, KitQty: 3, KitGross: 13 },
          Tenders: [{ PaymentMethodId: 1, SaleAmount: 13, TipAmount: 0 }],
          ...{ StartCounts: 1, StartCountTotal: 100, EndCounts: 1, EndCountTotal: 113 },
        },
      ],
      // E7: A11 VodkaSoda 9.00 cash. Counts A 200.00 / 209.00.
      [
        'E7',
        {
          ...{ SaleCount: 1, RefundCount: 0, SalesTotal: 9, KitQty: 1, KitGross: 9 },
          Tenders: [{ PaymentMethodId: 1, SaleAmount: 9, TipAmount: 0 }],
          ...{ StartCounts: 1, StartCountTotal: 200, EndCounts: 1, EndCountTotal: 209 },
        },
      ],
    ])('%s: the feed opens with every total of the show event', async (key, expected) => {
      const feed = await openFeed(`${base}/${week.showEvents[key]}`, as.manager);
      try {
        const f = await feed.figures(() => true);
        expect(f).toEqual({
          ...zero,
          ...expected,
          ShowEventId: week.showEvents[key],
          SalesPosition: f.SalesPosition,
          CashboxesPosition: f.CashboxesPosition,
          At: f.At,
        });
        expect(f.SalesPosition).toMatch(/^\d+:\d+$/);
        expect(f.CashboxesPosition).toMatch(/^\d+:\d+$/);
      } finally {
        await feed.close();
      }
    });
  });

  // Last: it ends this app's feeds for good (app.close() runs the same on shutdown).
  it('shutting down ends every open feed and stops listening, so the HTTP server can close', async () => {
    const service = a.app.get(LiveFeedService);
    const feed = await openFeed(`${base}/${onNow}`, as.manager);
    await feed.figures(() => true);
    expect(service.listening()).toBe(true);
    await service.close();
    for (const until = Date.now() + 5000; !feed.ended() && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    expect(feed.ended()).toBe(true);
    expect(service.openFeeds()).toBe(0);
    expect(service.listening()).toBe(false);
    await feed.close();
  });
});
