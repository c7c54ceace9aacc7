import { type Kysely, sql } from 'kysely';
import { type EventVoided, EventVoidedV1, LEDGER_VOIDS_STREAM, LedgerEventTypes } from '@intermission/contracts';
import { type EventStore, type Position, type RecordedEvent, comparePositions, derivedId, encodePosition } from '@intermission/eventstore';
import type { Projection } from './projection';

/** A void as the projections honour it: the event it names, and the void event itself. */
export interface VoidedEvent extends EventVoided {
  voidEventId: string;
  voidPosition: Position;
}

/** What an operator runs to void the event a projection failed at (the log line and /api/health say it). */
export function recoveryCommand(eventId: string): string {
  return `npm run ledger:void -- --event ${eventId} --reason "<why it cannot be applied>" --by "<your name>"`;
}

/**
 * The voids recorded so far, read through the event store port (the one voids stream, from the
 * revision read last), so the PostgreSQL and the EventStoreDB adapters both serve it. A void is
 * appended after the event it names, so the runner and replay refresh this before each batch.
 */
export interface VoidLookup {
  /** Reads the voids appended since the last refresh (one read of the voids stream). */
  refresh(): Promise<void>;
  get(eventId: string): VoidedEvent | undefined;
  /** Every void read so far, in the order recorded. */
  all(): VoidedEvent[];
  size(): number;
}

export function createVoidLookup(store: EventStore): VoidLookup {
  const voids = new Map<string, VoidedEvent>();
  let next = 0n;
  let chain: Promise<void> = Promise.resolve();
  const read = async () => {
    const events = await store.readStream(LEDGER_VOIDS_STREAM, { fromRevision: next });
    for (const e of events) {
      next = e.revision + 1n;
      if (e.type !== LedgerEventTypes.EventVoided) continue;
      const v = e.data as EventVoided;
      if (!voids.has(v.EventId)) voids.set(v.EventId, { ...v, voidEventId: e.id, voidPosition: e.position });
    }
  };
  return {
    // Each call gets a read that starts after it was made (so it sees every void appended before
    // the call), one read at a time.
    refresh: () => {
      const mine = chain.catch(() => undefined).then(read);
      chain = mine;
      return mine;
    },
    get: (id) => voids.get(id),
    all: () => [...voids.values()],
    size: () => voids.size,
  };
}

/** A stable id for the void of an event: voiding the same event twice stores one void. */
export function voidEventId(eventId: string): string {
  return derivedId(`void:${eventId}`);
}

export class VoidRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoidRefused';
  }
}

export interface VoidRequest {
  eventId: string;
  reason: string;
  voidedBy: string;
}

export interface VoidResult {
  event: RecordedEvent;
  voidEventId: string;
  position: Position;
  /** false when this event had been voided before (nothing new was written). */
  created: boolean;
  /** The projections stopped at this event, which now skip it and carry on. */
  failedAt: string[];
  /**
   * The projections that had already applied it (another one handling the same type stopped at
   * it): each rebuilds its tables without it (createProjectionRunner), so it agrees with a rebuild.
   */
  rebuilds: string[];
}

interface CheckpointRow {
  name: string;
  version: number;
  status: string;
  transaction_id: string;
  position: string;
  error_event_id: string | null;
}

/**
 * Appends an `EventVoided` for one event (docs/operations.md). Refused when the event does not
 * exist, is itself a void, or was applied by every projection that handles it and none is stopped
 * at it: that is no poison event but a recorded fact, which a correcting movement changes. When one
 * projection is stopped at the event and another handling the same type (a sale feeds stock and the
 * inventory reports, an order stock and the received orders) had applied it, the void is accepted:
 * the stopped one skips it, and the runner of each one that applied it rebuilds its tables without
 * it, so every projection agrees with a full rebuild afterwards.
 */
export async function voidEvent(
  o: {
    store: EventStore;
    db: Kysely<unknown>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each projection types its own tables
    projections: readonly Projection<any>[];
  },
  request: VoidRequest,
): Promise<VoidResult> {
  const parsed = EventVoidedV1.omit({ EventType: true }).safeParse({ EventId: request.eventId, Reason: request.reason, VoidedBy: request.voidedBy });
  if (!parsed.success) throw new VoidRefused(parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; '));
  const [event] = await o.store.readEvents([request.eventId]);
  if (!event) throw new VoidRefused(`No event ${request.eventId} is in the ledger.`);
  if (event.type === LedgerEventTypes.EventVoided) throw new VoidRefused(`Event ${event.id} is itself a void; a void cannot be voided.`);
  const id = voidEventId(event.id);
  const prior = (await o.store.readStream(LEDGER_VOIDS_STREAM)).find((e) => (e.data as EventVoided).EventId === event.id);

  const handlers = o.projections.filter((p) => p.handles.includes(event.type));
  const { rows } = handlers.length
    ? await sql<CheckpointRow>`SELECT name, version, status, transaction_id, position, error_event_id FROM es.projection_checkpoints
        WHERE name = ANY(${handlers.map((p) => p.name)})`.execute(o.db)
    : { rows: [] as CheckpointRow[] };
  const current = rows.filter((r) => handlers.some((p) => p.name === r.name && p.version === r.version));
  const failedAt = current.filter((r) => r.status === 'failed' && r.error_event_id === event.id).map((r) => `${r.name} v${r.version}`);
  let rebuilds: string[] = [];
  if (!prior) {
    rebuilds = current.filter((r) => comparePositions(encodePosition(r.transaction_id, r.position), event.position) >= 0).map((r) => `${r.name} v${r.version}`);
    if (rebuilds.length && !failedAt.length)
      throw new VoidRefused(
        `Event ${event.id} (${event.type}) was already applied by ${rebuilds.join(', ')} and no projection is stopped at it; ` +
          'a void recovers a projection stopped at an event, it does not undo a recorded one. Record a correcting movement instead.',
      );
  }
  const data: EventVoided = { EventId: event.id, EventType: event.type, Reason: parsed.data.Reason, VoidedBy: parsed.data.VoidedBy };
  const written = await o.store.append(
    LEDGER_VOIDS_STREAM,
    [{ id, type: LedgerEventTypes.EventVoided, data: EventVoidedV1.parse(data), metadata: { voidedBy: data.VoidedBy, causationId: event.id } }],
    { expectedRevision: 'any' },
  );
  return { event, voidEventId: id, position: written.position, created: !prior, failedAt, rebuilds };
}
