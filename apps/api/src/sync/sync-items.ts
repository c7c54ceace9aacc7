import { z } from 'zod';
import {
  type CashboxCountPush,
  type StationSalePush,
  type StationSyncItem,
  type SyncItemAnswer,
  SyncItemBodySchemas,
  type SyncMovementKind,
  SyncMovementSchemas,
} from '@intermission/contracts';
import type { MovementPush } from '@intermission/domain';

// One queued item of POST stations/{stationId}/sync checked on its own (docs/station-sync.md): its
// kind, its body against the kind's single-item schema, and that it is this station's. What fails is
// refused with its reason; the rest of the queue goes on.

/** The refusals the sync itself makes (the ledger's own codes come from the handlers). */
export const SyncCodes = {
  InvalidBody: 'InvalidBody',
  UnknownKind: 'UnknownKind',
  UnknownMovementKind: 'UnknownMovementKind',
  WrongStation: 'WrongStation',
  DuplicateInBatch: 'DuplicateInBatch',
  GuidTaken: 'GuidTaken',
} as const;

export type SyncWork =
  | { Position: number; Guid: string; Kind: 'Sale'; body: StationSalePush }
  | { Position: number; Guid: string; Kind: 'CashboxCount'; body: CashboxCountPush }
  | { Position: number; Guid: string; Kind: 'StockMovement'; movement: MovementPush };

export const refused = (Position: number, Guid: string | null, Code: string, Message: string, Field?: string): SyncItemAnswer =>
  Field === undefined ? { Position, Guid, Status: 'Refused', Code, Message } : { Position, Guid, Status: 'Refused', Code, Message, Field };

const guidOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const g = z.uuid().safeParse(b.SaleId ?? b.GuidId);
  return g.success ? g.data.toLowerCase() : null;
};

function invalid(position: number, guid: string | null, error: z.ZodError): SyncItemAnswer {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  return refused(position, guid, SyncCodes.InvalidBody, issue.message, field);
}

/** The item as work to apply, or its refusal. A sale without a StationId is the station's own. */
export function parseSyncItem(item: StationSyncItem, stationId: number): SyncWork | SyncItemAnswer {
  const { Position } = item;
  const guid = guidOf(item.Body);
  const wrongStation = (named: number) =>
    refused(Position, guid, SyncCodes.WrongStation, `This item was queued by station ${named}, not by station ${stationId}`, 'StationId');
  switch (item.Kind) {
    case 'Sale': {
      const body = SyncItemBodySchemas.Sale.safeParse(item.Body);
      if (!body.success) return invalid(Position, guid, body.error);
      if (body.data.StationId !== null && body.data.StationId !== stationId) return wrongStation(body.data.StationId);
      return {
        Position,
        Guid: body.data.SaleId.toLowerCase(),
        Kind: 'Sale',
        body: { ...body.data, SaleId: body.data.SaleId.toLowerCase(), StationId: stationId },
      };
    }
    case 'CashboxCount': {
      const body = SyncItemBodySchemas.CashboxCount.safeParse(item.Body);
      if (!body.success) return invalid(Position, guid, body.error);
      if (body.data.PointOfSaleStationId !== stationId) return wrongStation(body.data.PointOfSaleStationId);
      return { Position, Guid: body.data.GuidId.toLowerCase(), Kind: 'CashboxCount', body: { ...body.data, GuidId: body.data.GuidId.toLowerCase() } };
    }
    case 'StockMovement': {
      const kind = item.MovementKind ?? '';
      if (!Object.hasOwn(SyncMovementSchemas, kind))
        return refused(
          Position,
          guid,
          SyncCodes.UnknownMovementKind,
          `MovementKind must be one of ${Object.keys(SyncMovementSchemas).join(', ')}`,
          'MovementKind',
        );
      const body = SyncMovementSchemas[kind as SyncMovementKind].safeParse(item.Body);
      if (!body.success) return invalid(Position, guid, body.error);
      const data = { ...body.data, GuidId: body.data.GuidId.toLowerCase() };
      return { Position, Guid: data.GuidId, Kind: 'StockMovement', movement: { kind, body: data } as MovementPush };
    }
    default:
      return refused(Position, guid, SyncCodes.UnknownKind, 'Kind must be Sale, CashboxCount or StockMovement', 'Kind');
  }
}

/** A GUID queued twice in one call: the later item is refused (the first one's answer stands for it). */
export function refuseDuplicates(items: (SyncWork | SyncItemAnswer)[]): (SyncWork | SyncItemAnswer)[] {
  const first = new Map<string, number>();
  return items.map((w) => {
    if ('Status' in w) return w;
    const at = first.get(w.Guid);
    if (at === undefined) {
      first.set(w.Guid, w.Position);
      return w;
    }
    return refused(w.Position, w.Guid, SyncCodes.DuplicateInBatch, `This GUID is already queued at position ${at} of this call`);
  });
}
