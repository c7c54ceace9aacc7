import Decimal from 'decimal.js';
import {
  type CashboxAssigned,
  type CashboxCountPush,
  type CashboxCounted,
  type CashboxEndCountPosted,
  CashboxEventTypes,
  CashboxLogType,
  CashboxMessages,
  type CashboxOverridden,
  type CashboxOverrideField,
  CashboxOverrides,
  type CashboxRetimed,
  Denominations,
  MaxDenominationCount,
  ShowEventMessages,
} from '@intermission/contracts';
import { type Decision, accept, assertUnreachable, reject } from '../decision';
import { type PosUserFact, decidePosUser } from '../stock/named-ids';

/** A cash box stream's event as the decider folds it (a RecordedEvent fits). */
export type CashboxStreamEvent =
  | { type: typeof CashboxEventTypes.CashboxCounted; data: CashboxCounted }
  | { type: typeof CashboxEventTypes.CashboxOverridden; data: CashboxOverridden }
  | { type: typeof CashboxEventTypes.CashboxRetimed; data: CashboxRetimed }
  | { type: typeof CashboxEventTypes.CashboxAssigned; data: CashboxAssigned }
  | { type: typeof CashboxEventTypes.CashboxEndCountPosted; data: CashboxEndCountPosted };

export type CashboxOverrideValues = Record<CashboxOverrideField, string>;

/** A cash box log folded from its own stream: the count as pushed and the corrections in force. */
export interface CashboxState {
  counted: CashboxCounted | null;
  ShowEventId: number | null;
  TimestampUtc: string | null;
  EndOfShiftCount: boolean;
  overrides: CashboxOverrideValues;
  /** Events in the stream: the Version a correction names (1 + corrections). */
  version: number;
}

/** The station a push names, with where it stands (null when there is no such station). */
export interface StationFact {
  Id: number;
  SalesLocationId: number;
  TheatreId: number;
  VenueId: number;
  /** The client of its venue: a POS user the count names works for it. */
  ClientId: number;
}

/** A show event a count or a correction names (null when there is none). */
export interface ShowEventFact {
  Id: number;
  TheatreId: number;
  /** The manager log is submitted: the event's cash boxes are locked (§4, §5). */
  Locked: boolean;
}

export type CashboxCommand =
  | {
      kind: 'count';
      push: CashboxCountPush;
      /** The Id the handler allocated (sequence), used when this push is the first of its GUID. */
      cashboxId: number;
      station: StationFact | null;
      showEvent: ShowEventFact | null;
      /** The POS user the push names, as the handler found it (null: none named, or none found). */
      posUser: PosUserFact | null;
      /** The venues the pusher may work at; null: every venue. */
      venueIds: readonly number[] | null;
      userId: number;
    }
  | { kind: 'override'; version: number; overrides: CashboxOverrideValues; showEvent: ShowEventFact | null; userId: number; at: string }
  | {
      kind: 'retime';
      version: number;
      TimestampUtc: string;
      /** The show event to assign the log to; undefined leaves it where it is. */
      assignTo?: ShowEventFact | null;
      showEvent: ShowEventFact | null;
      userId: number;
      at: string;
    }
  | { kind: 'endCount'; showEvent: ShowEventFact | null; startLogExists: boolean; userId: number; at: string };

/** Every way a cash box command fails; rejections.ts maps each to its status once. */
export type CashboxRejection =
  | 'CashboxNotFound'
  | 'CashboxVersionStale'
  | 'CashboxGuidTaken'
  | 'CashboxStationNotFound'
  | 'CashboxStationForbidden'
  | 'CashboxShowEventNotFound'
  | 'CashboxWrongTheatre'
  | 'CashboxInvalidCount'
  | 'CashboxTotalMismatch'
  | 'CashboxAmountOutOfRange'
  | 'CashboxLocked'
  | 'CashboxNotAnEndLog'
  | 'CashboxUnassigned'
  | 'CashboxMissingStart'
  | 'PosUserNotFound';

/** What the handler appends: the events decided, or none when the command changes nothing (a replay, the same values). */
export interface CashboxDecided {
  events: CashboxStreamEvent[];
  /** True when the command was already carried out (a resent push): answer the stored log. */
  replayed: boolean;
}

const zeroOverrides = (): CashboxOverrideValues => Object.fromEntries(CashboxOverrides.map((o) => [o.Override, '0.00'])) as CashboxOverrideValues;

export const initialCashboxState = (): CashboxState => ({
  counted: null,
  ShowEventId: null,
  TimestampUtc: null,
  EndOfShiftCount: false,
  overrides: zeroOverrides(),
  version: 0,
});

export function evolveCashbox(state: CashboxState, event: CashboxStreamEvent): CashboxState {
  const version = state.version + 1;
  switch (event.type) {
    case CashboxEventTypes.CashboxCounted:
      return {
        ...state,
        counted: event.data,
        ShowEventId: event.data.ShowEventId,
        TimestampUtc: event.data.TimestampUtc,
        EndOfShiftCount: event.data.EndOfShiftCount,
        version,
      };
    case CashboxEventTypes.CashboxOverridden:
      return { ...state, overrides: pickOverrides(event.data), version };
    case CashboxEventTypes.CashboxRetimed:
      return { ...state, TimestampUtc: event.data.TimestampUtc, version };
    case CashboxEventTypes.CashboxAssigned:
      return { ...state, ShowEventId: event.data.ShowEventId, version };
    case CashboxEventTypes.CashboxEndCountPosted:
      return { ...state, EndOfShiftCount: true, version };
    default:
      return assertUnreachable(event);
  }
}

const pickOverrides = (o: CashboxOverrideValues): CashboxOverrideValues =>
  Object.fromEntries(CashboxOverrides.map((f) => [f.Override, o[f.Override]])) as CashboxOverrideValues;

// The ledger keeps 9 digits; a cash box's money has 2 decimals.
const MaxMoney = new Decimal('999999999.99');
const isMoney = (d: Decimal) => d.abs().lte(MaxMoney) && d.decimalPlaces() <= 2;
const money = (d: Decimal) => d.toFixed(2);

/** Total = Σ count × denomination, exact (decimal.js). */
export function denominationTotal(counts: Record<(typeof Denominations)[number]['Field'], number>): Decimal {
  return Denominations.reduce((sum, d) => sum.plus(new Decimal(d.Value).times(counts[d.Field])), new Decimal(0));
}

/** The fields of a push that make it the count it is: the same GUID with any of them different is another count. */
const sameCount = (stored: CashboxCounted, p: CashboxCountPush, total: string) =>
  stored.StationId === p.PointOfSaleStationId &&
  stored.ShowEventId === p.ShowEventId &&
  stored.LogTypeId === p.LogTypeId &&
  Date.parse(stored.TimestampUtc) === Date.parse(p.TimestampUtc) &&
  stored.EndOfShiftCount === p.EndOfShiftCount &&
  new Decimal(stored.Total).eq(total) &&
  Denominations.every((d) => stored[d.Field] === p[d.Field]) &&
  CashboxOverrides.every((o) => new Decimal(stored[o.Field]).eq(p[o.Field]));

function decideCount(c: Extract<CashboxCommand, { kind: 'count' }>, state: CashboxState): Decision<CashboxDecided, CashboxRejection> {
  const p = c.push;
  if (p.LogTypeId !== CashboxLogType.Start && p.LogTypeId !== CashboxLogType.End)
    return reject('CashboxInvalidCount', 'LogTypeId is 1 (start) or 2 (end)', 'LogTypeId');
  for (const d of Denominations) {
    const n = p[d.Field];
    if (!Number.isInteger(n) || n < 0 || n > MaxDenominationCount)
      return reject('CashboxInvalidCount', `A count is a whole number from 0 to ${MaxDenominationCount}`, d.Field);
  }
  for (const o of CashboxOverrides)
    if (!isMoney(new Decimal(p[o.Field]))) return reject('CashboxAmountOutOfRange', 'Must be an amount with at most 2 decimals', o.Field);
  const total = money(denominationTotal(p));
  if (p.Total !== undefined && !new Decimal(p.Total).eq(total))
    return reject('CashboxTotalMismatch', `Total does not match the denominations counted (${total})`, 'Total');
  // A resent push answers what was stored; the GUID naming another count is a conflict.
  if (state.counted) {
    if (!sameCount(state.counted, p, total))
      return reject('CashboxGuidTaken', 'This GuidId already names a different cash box count: ask GET guid/{n} for a new one');
    return accept({ events: [], replayed: true });
  }
  const station = c.station;
  if (!station) return reject('CashboxStationNotFound', 'Not a known station', 'PointOfSaleStationId');
  if (c.venueIds && !c.venueIds.includes(station.VenueId)) return reject('CashboxStationForbidden', 'You cannot post counts for this station');
  if (p.ShowEventId !== null) {
    if (!c.showEvent) return reject('CashboxShowEventNotFound', 'Not a known show event', 'ShowEventId');
    if (c.showEvent.TheatreId !== station.TheatreId)
      return reject('CashboxWrongTheatre', "The station is not at the show event's theatre", 'PointOfSaleStationId');
  }
  // As a sale's (decideStationSale): none, or a POS user of the station's client.
  const posUser = decidePosUser(p.PosUserId, c.posUser, station.ClientId);
  if (!posUser.ok) return reject('PosUserNotFound', posUser.message, posUser.field);
  // A count reaching us after the manager log is still recorded: it is what the station counted (docs/cashboxes.md).
  const { GuidId, PointOfSaleStationId, ShowEventId, LogTypeId, TimestampUtc, EndOfShiftCount, PosUserId } = p;
  const counted: CashboxCounted = {
    CashboxId: c.cashboxId,
    GuidId,
    StationId: PointOfSaleStationId,
    SalesLocationId: station.SalesLocationId,
    TheatreId: station.TheatreId,
    VenueId: station.VenueId,
    ShowEventId,
    LogTypeId,
    TimestampUtc: new Date(TimestampUtc).toISOString(),
    EndOfShiftCount,
    Total: total,
    ...(Object.fromEntries(Denominations.map((d) => [d.Field, p[d.Field]])) as Pick<CashboxCounted, (typeof Denominations)[number]['Field']>),
    ...(Object.fromEntries(CashboxOverrides.map((o) => [o.Field, money(new Decimal(p[o.Field]))])) as Pick<
      CashboxCounted,
      (typeof CashboxOverrides)[number]['Field']
    >),
    PosUserId,
    UserId: c.userId,
  };
  return accept({ events: [{ type: CashboxEventTypes.CashboxCounted, data: counted }], replayed: false });
}

/** The checks every back-office correction passes first: the log exists, the Version is current, the show event is not locked. */
function correctable(state: CashboxState, version: number | null, showEvent: ShowEventFact | null) {
  if (!state.counted) return reject('CashboxNotFound', 'The cash box was not found.');
  if (version !== null && version !== state.version) return reject('CashboxVersionStale', 'The record was changed by someone else.');
  if (showEvent?.Locked) return reject('CashboxLocked', ShowEventMessages.Locked);
  return null;
}

/** Decides a cash box command on the log's own stream and the facts the handler loaded. */
export function decideCashbox(command: CashboxCommand, state: CashboxState): Decision<CashboxDecided, CashboxRejection> {
  if (command.kind === 'count') return decideCount(command, state);
  const none = accept<CashboxDecided>({ events: [], replayed: false });
  switch (command.kind) {
    case 'override': {
      const refused = correctable(state, command.version, command.showEvent);
      if (refused) return refused;
      const counted = state.counted!;
      for (const o of CashboxOverrides) {
        const override = new Decimal(command.overrides[o.Override]);
        if (!isMoney(override) || !isMoney(override.plus(counted[o.Field])))
          return reject('CashboxAmountOutOfRange', 'Must be an amount with at most 2 decimals', o.Override);
      }
      const next = Object.fromEntries(CashboxOverrides.map((o) => [o.Override, money(new Decimal(command.overrides[o.Override]))])) as CashboxOverrideValues;
      if (CashboxOverrides.every((o) => new Decimal(next[o.Override]).eq(state.overrides[o.Override]))) return none;
      const data: CashboxOverridden = { ...base(state, command), ...next, Previous: state.overrides };
      return accept({ events: [{ type: CashboxEventTypes.CashboxOverridden, data }], replayed: false });
    }
    case 'retime': {
      const refused = correctable(state, command.version, command.showEvent);
      if (refused) return refused;
      const events: CashboxStreamEvent[] = [];
      const at = new Date(command.TimestampUtc).toISOString();
      if (Date.parse(at) !== Date.parse(state.TimestampUtc!))
        events.push({ type: CashboxEventTypes.CashboxRetimed, data: { ...base(state, command), TimestampUtc: at, PreviousTimestampUtc: state.TimestampUtc! } });
      const target = command.assignTo;
      if (target !== undefined) {
        if (!target) return reject('CashboxShowEventNotFound', 'Not a known show event', 'ShowEventId');
        if (target.TheatreId !== state.counted!.TheatreId)
          return reject('CashboxWrongTheatre', "The cash box's station is not at the show event's theatre", 'ShowEventId');
        if (target.Locked) return reject('CashboxLocked', ShowEventMessages.Locked);
        if (target.Id !== state.ShowEventId)
          events.push({
            type: CashboxEventTypes.CashboxAssigned,
            data: { ...base(state, command), ShowEventId: target.Id, PreviousShowEventId: state.ShowEventId },
          });
      }
      return accept({ events, replayed: false });
    }
    case 'endCount': {
      const refused = correctable(state, null, command.showEvent);
      if (refused) return refused;
      if (state.counted!.LogTypeId !== CashboxLogType.End) return reject('CashboxNotAnEndLog', 'Only an end count (LogTypeId 2) can be posted', 'CashboxId');
      if (state.ShowEventId === null || !command.showEvent)
        return reject('CashboxUnassigned', 'Assign the cash box to a show event before posting its end count', 'CashboxId');
      if (!command.startLogExists) return reject('CashboxMissingStart', CashboxMessages.MissingStart);
      // Posting twice sets nothing new.
      if (state.EndOfShiftCount) return none;
      return accept({
        events: [{ type: CashboxEventTypes.CashboxEndCountPosted, data: { ...base(state, command), ShowEventId: state.ShowEventId } }],
        replayed: false,
      });
    }
    default:
      return assertUnreachable(command);
  }
}

const base = (state: CashboxState, c: { userId: number; at: string }) => ({
  CashboxId: state.counted!.CashboxId,
  GuidId: state.counted!.GuidId,
  UserId: c.userId,
  At: c.at,
});

export const cashboxDecider = { initialState: initialCashboxState, evolve: evolveCashbox, decide: decideCashbox };
