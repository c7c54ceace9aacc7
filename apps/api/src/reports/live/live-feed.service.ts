import { Injectable, Logger, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { Observable, type Subscriber } from 'rxjs';
import { LiveFeedEvents, type LiveShowEventFigures, LiveShowEventFiguresSchema } from '@intermission/contracts';
import { CASHBOXES_PROJECTION, PROJECTIONS_CHANNEL, SALES_PROJECTION } from '@intermission/projections';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { LiveFiguresRepository } from './live-figures.repository';

/** One SSE message (NestJS's MessageEvent shape). */
export interface LiveMessage {
  type: string;
  id?: string;
  data: object;
}

/** The feed's timings (docs/reports.md "Live over/short and kit sales"); a test may shorten them. */
export const LiveFeedTimings: Record<'coalesceMs' | 'heartbeatMs' | 'recheckMs' | 'maxFeedMs' | 'relistenMs', number> = {
  /** Notifications closer than this are read once: at most one read of the totals per window. */
  coalesceMs: 150,
  /** A comment-free heartbeat event so proxies keep the connection and the client knows it is alive. */
  heartbeatMs: 15_000,
  /** A read even without a notification (one lost while the listening connection was down). */
  recheckMs: 5_000,
  /**
   * A feed ends after this long and the client opens it again: the access check (token, claims, venues)
   * is made once per connection, so a revoked user's feed lasts at most this long.
   */
  maxFeedMs: 10 * 60_000,
  /** Wait before listening again after the listening connection failed. */
  relistenMs: 1_000,
};

interface Watch {
  subscribers: Set<Subscriber<LiveMessage>>;
  /** The last totals sent (without At), to send only what changed. */
  last?: string;
}

const withoutAt = ({ At: _at, SalesPosition: _s, CashboxesPosition: _c, ...figures }: LiveShowEventFigures) => JSON.stringify(figures);

/**
 * The live feed of show events (GET sales/live/showEvents/{showEventId}). Each API process LISTENs on the
 * projection runner's channel (PROJECTIONS_CHANNEL: the runner NOTIFYs it with the projection's name in
 * the transaction that moves a checkpoint, so the signal reaches every process, whichever one runs the
 * projections). After the sales or cashboxes projection commits a batch, the totals of the show events
 * that have an open feed in this process are read in one statement (at most once per coalesceMs), and
 * each show event whose totals changed gets a `figures` message on all its feeds.
 */
@Injectable()
export class LiveFeedService implements OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('LiveFeed');
  private readonly watches = new Map<number, Watch>();
  private client?: Client;
  private connecting?: Promise<void>;
  private closed = false;
  private flushing = false;
  private dirty = false;
  private lastFlush = 0;
  private flushTimer?: NodeJS.Timeout;
  private relistenTimer?: NodeJS.Timeout;
  private recheck?: NodeJS.Timeout;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly figures: LiveFiguresRepository,
  ) {}

  /** How many feeds are open in this process (a test checks a disconnect releases its feed). */
  openFeeds(): number {
    let n = 0;
    for (const w of this.watches.values()) n += w.subscribers.size;
    return n;
  }

  /** Whether this process listens for the runner's notifications. */
  listening(): boolean {
    return this.client !== undefined;
  }

  /** The feed of one show event: its totals at once, then whenever they change, and a heartbeat. */
  watch(showEventId: number): Observable<LiveMessage> {
    return new Observable<LiveMessage>((subscriber) => {
      if (this.closed) {
        subscriber.complete();
        return;
      }
      let watch = this.watches.get(showEventId);
      if (!watch) this.watches.set(showEventId, (watch = { subscribers: new Set() }));
      watch.subscribers.add(subscriber);
      this.ensureListening();
      // Its totals at once (sent to every feed of the show event, in order with the other reads).
      watch.last = undefined;
      this.signal();
      const heartbeat = setInterval(
        () => subscriber.next({ type: LiveFeedEvents.Heartbeat, data: { ShowEventId: showEventId, At: new Date().toISOString() } }),
        LiveFeedTimings.heartbeatMs,
      );
      heartbeat.unref();
      const limit = setTimeout(() => subscriber.complete(), LiveFeedTimings.maxFeedMs);
      limit.unref();
      return () => {
        clearInterval(heartbeat);
        clearTimeout(limit);
        const w = this.watches.get(showEventId);
        w?.subscribers.delete(subscriber);
        if (w && w.subscribers.size === 0) this.watches.delete(showEventId);
        if (this.watches.size === 0) this.stopRecheck();
      };
    });
  }

  private message(f: LiveShowEventFigures): LiveMessage {
    return { type: LiveFeedEvents.Figures, id: `${f.SalesPosition}|${f.CashboxesPosition}`, data: f };
  }

  private ensureListening() {
    if (!this.recheck) {
      this.recheck = setInterval(() => this.signal(), LiveFeedTimings.recheckMs);
      this.recheck.unref();
    }
    if (this.client || this.connecting || this.closed) return;
    this.connecting = this.listen().finally(() => (this.connecting = undefined));
  }

  private stopRecheck() {
    clearInterval(this.recheck);
    this.recheck = undefined;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'intermission-live-feed' });
    const lost = (why: string) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger.warn(`The live feed stopped listening (${why}); listening again in ${LiveFeedTimings.relistenMs} ms`);
      this.relistenTimer = setTimeout(() => {
        this.relistenTimer = undefined;
        if (this.watches.size) this.ensureListening();
      }, LiveFeedTimings.relistenMs);
      this.relistenTimer.unref();
    };
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection ended'));
    client.on('notification', (n) => {
      if (n.channel === PROJECTIONS_CHANNEL && (n.payload === SALES_PROJECTION || n.payload === CASHBOXES_PROJECTION)) this.signal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PROJECTIONS_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      if (!this.closed) {
        this.logger.warn(`The live feed could not listen: ${err instanceof Error ? err.message : String(err)}`);
        this.relistenTimer = setTimeout(() => {
          this.relistenTimer = undefined;
          if (this.watches.size) this.ensureListening();
        }, LiveFeedTimings.relistenMs);
        this.relistenTimer.unref();
      }
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // What committed while this process was not listening.
    this.signal();
  }

  /** A projection committed: read the open show events' totals now, or at the end of the window. */
  private signal() {
    if (this.closed || this.watches.size === 0) return;
    if (this.flushing) {
      this.dirty = true;
      return;
    }
    if (this.flushTimer) return;
    // The first read of a window goes at once; later ones wait for the window's end.
    const wait = Math.max(0, this.lastFlush + LiveFeedTimings.coalesceMs - Date.now());
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, wait);
    this.flushTimer.unref();
  }

  private async flush() {
    this.flushing = true;
    this.dirty = false;
    this.lastFlush = Date.now();
    try {
      const ids = [...this.watches.keys()];
      const all = await this.figures.figuresOf(ids);
      for (const [id, raw] of all) {
        const watch = this.watches.get(id);
        if (!watch) continue;
        const f = LiveShowEventFiguresSchema.parse(raw);
        const key = withoutAt(f);
        if (key === watch.last) continue;
        watch.last = key;
        const message = this.message(f);
        for (const s of watch.subscribers) s.next(message);
      }
    } catch (err) {
      if (!this.closed) this.logger.error(`Reading the live totals failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.flushing = false;
      if (this.dirty) this.signal();
    }
  }

  /** Ends every open feed (their responses end), stops listening: the HTTP server can then close. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.flushTimer);
    clearTimeout(this.relistenTimer);
    this.stopRecheck();
    for (const w of [...this.watches.values()]) for (const s of [...w.subscribers]) s.complete();
    this.watches.clear();
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.query(`UNLISTEN ${PROJECTIONS_CHANNEL}`).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }

  // Before the HTTP server closes (it waits for open connections): the feeds end first.
  async onModuleDestroy() {
    await this.close();
  }

  async onApplicationShutdown() {
    await this.close();
  }
}
