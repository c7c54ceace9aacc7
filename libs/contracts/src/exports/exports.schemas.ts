import { z } from 'zod';
import { Id, IdText, IdTextAs, Int32 } from '../common/primitives';
import { Money } from '../common/wire';
import { daysSpanned } from '../reports/over-short.schemas';
import { isoDate } from '../stock/inventory-queries.schemas';

/**
 * Exports to the accounting service (document 3 §2 exports rows, §3 "Export item", §4 export row
 * status, §7 "Exports", §8 messages, §9 export types; docs/exports.md). An export is a run of one
 * type over a date range: its entities (one per transfer, per venue day of sales, per posted
 * received order) are written to IIF files (the history) and posted to QuickBooks Online (the log).
 */

/** Export types (§9): Transfers 1, Transactions 2 (the default), Bills 3. */
export const ExportTypes = [
  { Id: 1, Name: 'Transfers' },
  { Id: 2, Name: 'Transactions' },
  { Id: 3, Name: 'Bills' },
] as const;
export const ExportTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Export Type must be Transfers 1, Transactions 2 or Bills 3' });
export type ExportTypeId = z.infer<typeof ExportTypeIdSchema>;
/** An export type written as text (a route parameter): the id primitive's spelling, then one of the three. */
export const ExportTypeIdText = IdTextAs(ExportTypeIdSchema, 'Export Type must be Transfers 1, Transactions 2 or Bills 3');

/** The messages of §8, exactly (typos included). */
export const ExportMessages = {
  Triggered: 'Trigerred the exports successfully',
  Started: 'Export Process Started, you will receive an email with export data after the process finishes.',
  ReExported: 'Re-exported to quickbooks',
  /** A re-export whose answer has no result. */
  ReExportNoResult: 'Error exporting to quickbooks. Please check the logs for error message from quickbooks',
  ReExportFailed: 'Error exporting to quickbooks. Please check the logs for error messages',
  /** Ours (409): a second export of the same type and range while one runs. */
  AlreadyRunning: 'An export of this type and date range is already running',
  /** Ours (409): a QBO re-export of a row while one runs, or of a row synced and not modified since. */
  ReExportNotAllowed: 'This row cannot be re-exported now',
} as const;

/** The longest range one export reads (ours: a year). */
export const ExportMaxDays = 366;

const RangeFields = { ExportTypeId: ExportTypeIdSchema, FromDate: isoDate('From Date'), ToDate: isoDate('To Date') };

/** Both dates required (the range dialog), To on or after From, at most ExportMaxDays. */
function checkRange(r: { FromDate: string; ToDate: string }, ctx: z.RefinementCtx) {
  if (r.FromDate > r.ToDate) ctx.addIssue({ code: 'custom', message: 'To Date should be on or after From Date', path: ['ToDate'] });
  else if (daysSpanned(r.FromDate, r.ToDate) > ExportMaxDays)
    ctx.addIssue({ code: 'custom', message: `The period can be at most ${ExportMaxDays} days`, path: ['ToDate'] });
}
const range = () => z.object(RangeFields).superRefine(checkRange);

/** POST exports/export/ (§7): start an export of a type over a range (both dates required). */
export const StartExportSchema = range();
export type StartExport = z.output<typeof StartExportSchema>;

/** PUT exports/generate (§7; body ours): post to QuickBooks every row of a type and range not synced or modified since. */
export const GenerateExportSchema = range();
export type GenerateExport = z.output<typeof GenerateExportSchema>;

/** POST exports/QBOExports/ (§7): the QBO log of a type over a range, a page at a time (12; X-List-Count the total). */
export const QboLogSearchSchema = z.object({ ...RangeFields, Skip: Int32.min(0).default(0), Take: Int32.min(1).max(1000).default(12) }).superRefine(checkRange);
export type QboLogSearch = z.output<typeof QboLogSearchSchema>;

/** POST exports/history/re-export/ (§7): the IIF files of these exports again, zipped. */
export const HistoryReExportSchema = z.object({
  ExportIds: z.array(Id).min(1, 'Select at least one export').max(500),
  ExportTypeId: ExportTypeIdSchema,
});
export type HistoryReExport = z.output<typeof HistoryReExportSchema>;

/** Where a run stands. */
export const ExportRunStatuses = ['Queued', 'Running', 'Done', 'Failed'] as const;
export type ExportRunStatus = (typeof ExportRunStatuses)[number];

/** One export run: the export list's progress and a row of the IIF history (§3 "Export history row": ExportId, isSelected). */
export const ExportRunSchema = z
  .object({
    ExportId: z.number().int(),
    ExportTypeId: z.number().int(),
    ExportTypeName: z.string(),
    FromDate: z.string(),
    ToDate: z.string(),
    Status: z.enum(ExportRunStatuses),
    /** 0–100. */
    Progress: z.number().int(),
    /** How many entities the run holds (transfers, venue days, bills) and how many have been done. */
    ItemCount: z.number().int(),
    ItemsDone: z.number().int(),
    /** Σ of the entities' debits: what the run moved. */
    Amount: Money,
    CreatedBy: z.string(),
    CreatedAt: z.string(),
    FinishedAt: z.string().nullable(),
    /** Why the run failed (not an item's QuickBooks error: those are in the log). */
    Error: z.string().nullable(),
    /** The zip of the run's IIF files, once written: GET it with the bearer token. */
    FilePath: z.string().nullable(),
    isSelected: z.boolean(),
  })
  .meta({ id: 'ExportRun' });
export type ExportRun = z.infer<typeof ExportRunSchema>;
export type ExportRunFigures = z.input<typeof ExportRunSchema>;

/** GET exports/_search (§7): the export types, each with its running and its last run (the export list screen). */
export const ExportTypeRowSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    IsDefault: z.boolean(),
    Running: ExportRunSchema.nullable(),
    LastRun: ExportRunSchema.nullable(),
  })
  .meta({ id: 'ExportTypeRow' });
export type ExportTypeRow = z.infer<typeof ExportTypeRowSchema>;

/** The status of a QBO log row (§4), computed from its dates, reference and error. */
export const ExportItemStatuses = ['Success', 'Modified', 'Fail'] as const;
export type ExportItemStatus = (typeof ExportItemStatuses)[number];

/** A row of the QBO log (§3 "Export item", with ours after). */
export const ExportItemSchema = z
  .object({
    Id: z.number().int(),
    ExportId: z.number().int(),
    ExportTypeId: z.number().int(),
    /** The transfer's id (a GUID) of a Transfers row. */
    TransferId: z.string().nullable(),
    /** The received order's id (a GUID) of a Bills row. */
    ReceivedOrderId: z.string().nullable(),
    QbReference: z.string().nullable(),
    DateModified: z.string().nullable(),
    DateSynced: z.string().nullable(),
    ErrorMessage: z.string().nullable(),
    IsWastage: z.boolean(),
    VenueName: z.string(),
    TransferTypeName: z.string().nullable(),
    // Ours:
    VenueId: z.number().int(),
    /** The venue day the entity is dated (YYYY-MM-DD). */
    Day: z.string(),
    /** 'JournalEntry' or 'Bill'. */
    Kind: z.string(),
    DocNumber: z.string(),
    /** Σ debits of the entity. */
    Amount: Money,
    Status: z.enum(ExportItemStatuses),
    /** A QBO post of this row is under way. */
    Running: z.boolean(),
    /** §4: false while one runs, and when synced and never modified after the sync. */
    CanReExport: z.boolean(),
  })
  .meta({ id: 'ExportItem' });
export type ExportItem = z.infer<typeof ExportItemSchema>;
export type ExportItemFigures = z.input<typeof ExportItemSchema>;

/** One line of an entity as sent: account, signed amount (debit +, credit −), class, memo. */
export const ExportLineSchema = z
  .object({ Account: z.string(), Debit: Money.nullable(), Credit: Money.nullable(), ClassName: z.string().nullable(), Memo: z.string() })
  .meta({ id: 'ExportLine' });

/** GET exports/QBOExports/{detailId}: the row, the lines it sends and what QuickBooks answered each time. */
export const ExportItemDetailSchema = z
  .object({
    Item: ExportItemSchema,
    VendorName: z.string().nullable(),
    Memo: z.string(),
    Lines: z.array(ExportLineSchema),
    Attempts: z.array(
      z.object({
        At: z.string(),
        RequestId: z.string(),
        HttpStatus: z.number().int().nullable(),
        QbReference: z.string().nullable(),
        Message: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ExportItemDetail' });
export type ExportItemDetail = z.infer<typeof ExportItemDetailSchema>;
export type ExportItemDetailFigures = z.input<typeof ExportItemDetailSchema>;

/** POST exports/export/: the run started (Message: ExportMessages.Started). */
export const StartExportAnswerSchema = z.object({ Message: z.string(), Export: ExportRunSchema }).meta({ id: 'StartExportAnswer' });

/** POST exports/history/re-export/: the zip of the IIF files, downloaded through FilePath. */
export const HistoryReExportAnswerSchema = z.object({ FilePath: z.string() }).meta({ id: 'HistoryReExportAnswer' });

/** PUT exports/re-export/QBO/type/{t}/detailId/{d}: the row after the post; Result null when QuickBooks refused it (its error is in the log). */
export const QboReExportAnswerSchema = z.object({ Message: z.string(), Result: ExportItemSchema.nullable() }).meta({ id: 'QboReExportAnswer' });

/** The path ids of PUT exports/re-export/QBO/type/{t}/detailId/{d}. */
export const QboReExportPathSchema = z.object({
  t: ExportTypeIdText,
  d: IdText,
});
