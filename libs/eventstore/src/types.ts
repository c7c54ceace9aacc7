/** Global position: opaque outside this library, ordered by comparePositions. "<xid>:<pos>". */
export type Position = string;
export const START: Position = '0:0';

export function encodePosition(transactionId: bigint | string, position: bigint | string): Position {
  return `${transactionId}:${position}`;
}

export function decodePosition(p: Position): { transactionId: bigint; position: bigint } {
  const i = p.indexOf(':');
  if (i < 0) throw new Error(`Not an event store position: ${p}`);
  return { transactionId: BigInt(p.slice(0, i)), position: BigInt(p.slice(i + 1)) };
}

export function comparePositions(a: Position, b: Position): -1 | 0 | 1 {
  const x = decodePosition(a);
  const y = decodePosition(b);
  if (x.transactionId !== y.transactionId) return x.transactionId < y.transactionId ? -1 : 1;
  if (x.position !== y.position) return x.position < y.position ? -1 : 1;
  return 0;
}

export interface EventMetadata {
  userId?: number | string | null;
  stationId?: number | string | null;
  correlationId?: string | null;
  causationId?: string | null;
  recordedAt?: string;
  [key: string]: unknown;
}

export interface NewEvent<T = unknown> {
  id: string;
  type: string;
  /** Defaults to the registry's latest version for the type (1 without a registry). */
  schemaVersion?: number;
  data: T;
  metadata?: EventMetadata;
}

export interface RecordedEvent<T = unknown> {
  id: string;
  stream: string;
  revision: bigint;
  position: Position;
  type: string;
  schemaVersion: number;
  data: T;
  metadata: EventMetadata & { recordedAt: string };
}

export type ExpectedRevision = bigint | number | 'any' | 'no_stream' | 'stream_exists';

export interface AppendResult {
  nextRevision: bigint;
  position: Position;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export class EventValidationError extends Error {
  readonly code = 'EVENT_VALIDATION';
  constructor(message: string) {
    super(message);
    this.name = 'EventValidationError';
  }
}

/** One append of an appendMany call. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expectedRevision?: ExpectedRevision;
}

/**
 * What appendMany answers per append, in the order given: 'written' by this call; 'stored' when its
 * ids were already stored (a replay: the original result, nothing written); 'refused' when its
 * expected revision did not hold (nothing written, the others unaffected).
 */
export type StreamAppendOutcome = ({ status: 'written' | 'stored' } & AppendResult) | { status: 'refused'; error: WrongExpectedVersionError };

/** Where countEvents stops: at a position (inclusive) or at a recorded time (inclusive). */
export type CountBound = { position: Position } | { recordedUntil: Date };

/** The port, shaped like EventStoreDB's client so both can implement it. */
export interface EventStore {
  append(stream: string, events: NewEvent[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Many appends (to distinct streams, usually) in as few round trips as the store allows, each with
   * its own revision check and its own answer: a station's queue applied at once (docs/eventstore.md
   * "Appending many"). Not one transaction: a crash may leave the first part stored, which a retry
   * then finds 'stored'.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<StreamAppendOutcome[]>;
  readStream(stream: string, options?: { fromRevision?: bigint | number; maxCount?: number }): Promise<RecordedEvent[]>;
  /**
   * The stored events among these ids, in global order (unknown ids are left out). PostgreSQL
   * looks them up by key; EventStoreDB has no index by event id and reads $all (docs/eventstore.md).
   */
  readEvents(ids: readonly string[]): Promise<RecordedEvent[]>;
  /** Events after fromPosition (exclusive) in global order. */
  readAll(fromPosition?: Position, max?: number): Promise<RecordedEvent[]>;
  /**
   * How many events lie after `after` (exclusive; START counts from the first), up to a position
   * (inclusive) or a recorded time (at or before) when bounded: a projection's lag, replay's total.
   */
  countEvents(after?: Position, bound?: CountBound): Promise<number>;
  /** The position of the last event visible to readAll (START when empty). */
  headPosition(): Promise<Position>;
  /** Resolves true once an event after `after` is readable, false at timeout. */
  waitForNew(after: Position, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}
