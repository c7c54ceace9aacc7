// Server answers of the stock calls (until their schemas are in contracts).

/** What `GET inventoryLocations/dropDown` answers: the locations the user may move stock from. */
export type LocationKind = 'venue' | 'patrons_room' | 'billable' | 'catering' | 'sales_location';
export interface StockLocation {
  Id: number;
  VenueId: number;
  SalesLocationId: number | null;
  Kind: LocationKind;
  Name: string;
  Code: string | null;
  Archived: boolean;
  VenueName: string;
  ManagerId: number | null;
}

/** A tracked good with what is on hand at a location (`GET inventory/admin/inventory_{id}`). */
export interface StockGood {
  Id: number;
  Name: string;
  CategoryId: number | null;
  CategoryName: string;
  Alcohol: boolean;
  Volume: string | null;
  QuantityOnHand: string;
}

export interface RecordedLine {
  GoodId: number;
  Qty: string;
  CostPerGood: string;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
}

/** What every inventoryEventPush/ call answers: the movement as recorded (Transfer null when nothing was). */
export interface MovementAnswer {
  Message: string;
  TransferId: string | null;
  Transfer: {
    TransferId: string;
    TypeId: number;
    FromInventoryLocationId: number | null;
    ToInventoryLocationId: number | null;
    Lines: RecordedLine[];
    Notes: string;
    TransferDate: string;
  } | null;
}

/** A transfer as the transfer list shows it (`POST transfers/_search`). */
export interface TransferRow {
  Id: string;
  TypeId: number;
  FromInventoryLocationId: number | null;
  FromName: string | null;
  ToInventoryLocationId: number | null;
  ToName: string | null;
  TransferDate: string;
  Notes: string;
  LineCount: number;
  TotalCost: string;
}

/** One movement with its goods (`GET transfers/{id}/isWastage/{isWastage}`). */
export interface TransferDetail extends TransferRow {
  WastageReasonId: number | null;
  TransferGoods: { GoodId: number; Name: string; Qty: string; CostPerGood: string }[];
}

/** What a transfer or an initialization posts besides its GUID (document 3 §7). */
export interface MovementBody {
  FromInventoryLocationId: number | null;
  ToInventoryLocationId: number;
  TransferGoods: { GoodId: number; Qty: string }[];
  Notes: string;
}
