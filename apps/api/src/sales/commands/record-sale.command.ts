import type { StationSalePush } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** A sale as the point of sale sends it (document 2 §3 "Sale"): kits sold at a sales location, named by its GUID. */
export interface SaleInput {
  /** The GUID naming the sale: its stream is `sale-<SaleId>` and its event id the GUID itself. */
  SaleId: string;
  SalesLocationId: number;
  ShowEvent: { Id: number; Start: string; End: string } | null;
  StationId: number | null;
  PosUserId: number | null;
  IsRefund: boolean;
  /** false: a manual entry that does not touch stock. */
  ReduceInventory: boolean;
  /** ISO time of the sale. */
  SaleDate: string;
  /** Qty is decimal text, negative on a refund; SalePricePerKit decimal text. */
  SaleKits: { KitId: number; Qty: string; SalePricePerKit: string }[];
}

/** Records one station sale on the ledger (SaleRecorded v2): applied once, answered the same every time its SaleId comes back. */
export class RecordSaleCommand {
  constructor(
    /** A station's push (StationSalePushSchema's output), or the older shape above (cash, no discount). */
    readonly sale: SaleInput | StationSalePush,
    readonly actor: CurrentUser,
    /**
     * true (the default): answer once the stock, inventory reports and sales projections show the sale
     * (read-your-writes). false: answer as soon as it is stored, for bulk loads (the demo seed) that
     * do not read between sales; the write is as durable either way.
     */
    readonly waitForProjections = true,
  ) {}
}
