import type { ExportEntity } from '@intermission/domain';

/**
 * The two seams of an export run (docs/exports.md): where its entities come from (the ledger's
 * projections, apps/api/src/exports/entries) and where they are posted (QuickBooks Online,
 * apps/api/src/exports/qbo). The runner (apps/api/src/exports/runs) depends on these alone.
 */

export const EXPORT_ENTITY_SOURCE = Symbol('ExportEntitySource');

export interface ExportEntitySource {
  /**
   * The entities of a type over a range of venue days (both included), balanced, ordered by date
   * then key. Transfers 1: one per exportable transfer; Transactions 2: one per venue day with
   * sales; Bills 3: one per received order posted in the range.
   */
  entities(exportTypeId: 1 | 2 | 3, fromDate: string, toDate: string, scope?: ExportEntityScope): Promise<ExportEntity[]>;
  /**
   * The stamps of the sources of a type's entities over a range (of every venue, or of these), by
   * entity Key: a Key's stamp changes whenever what its entity is read from may have changed, so a
   * row kept with the stamp it was read at needs no read anew while the stamps agree (docs/exports.md
   * "Modified"). A Key without a stamp (every Key of a type the source does not stamp) is read anew.
   * Take the stamps before reading the entities they stand for.
   */
  stamps(exportTypeId: 1 | 2 | 3, fromDate: string, toDate: string, venueIds?: readonly number[]): Promise<Map<string, string>>;
}

/**
 * Some entities rather than a whole range (the QBO log reads anew the rows it shows, docs/exports.md
 * "Modified"): Transactions of these venues over the range's days; Transfers and Bills these
 * transfers or received orders by id, whatever their day now (a moved one answers its new day).
 * A source may answer more than asked (the range's other entities): only the rows of its Keys change.
 */
export interface ExportEntityScope {
  VenueIds: readonly number[];
  Ids: readonly string[];
}

export const ACCOUNTING_SERVICE = Symbol('AccountingService');

/** Where an entity stands in the accounting service: its id and, for an update, its SyncToken. */
export interface AccountingReference {
  QbReference: string;
  SyncToken: string | null;
}

/** The accounting service refused or could not be reached; `retryable` when a later attempt may succeed (429, 5xx, a timeout). */
export class AccountingRefusal extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface AccountingService {
  /** Whether the export settings connect a QuickBooks company (tokens present): without, a run writes IIF only. */
  connected(): Promise<boolean>;
  /**
   * Creates the entity (no reference yet) or updates it (a reference: sparse update on its SyncToken).
   * The same requestId for a retry of the same content: the service answers the first post again
   * instead of creating a second. Throws AccountingRefusal.
   */
  post(entity: ExportEntity, requestId: string, existing: AccountingReference | null): Promise<AccountingReference & { HttpStatus: number }>;
}
