import { z } from 'zod';
import { DayText, MaxInt32 } from '../common/primitives';
import { Quantity } from '../common/wire';

/** A quantity: exact numeric text on the server ("12.50", "-3"), a JSON number of at most 4 decimals on the wire. */
const quantity = Quantity;

/** A real calendar date written YYYY-MM-DD (a longer ISO timestamp is cut to its date). */
export const isoDate = (label: string) => DayText({ required: `${label} is required`, message: `${label} must be a date YYYY-MM-DD` });

/** The inventory location kinds (document 3 §3 "Inventory location"). */
export const InventoryLocationKinds = ['venue', 'patrons_room', 'billable', 'catering', 'sales_location'] as const;

/**
 * One row of the inventory location drop-downs (GET inventoryLocations/dropDown, /all/dropDown,
 * /patronsRoom/dropDown, /_patronsRooms) and the answer of GET inventoryLocations/{id}/patronsRoom,
 * /billableTransfer and /cateringTransfer.
 */
export const InventoryLocationOptionSchema = z
  .object({
    Id: z.number().int(),
    VenueId: z.number().int(),
    SalesLocationId: z.number().int().nullable(),
    Kind: z.enum(InventoryLocationKinds),
    Name: z.string(),
    Code: z.string().nullable(),
    Archived: z.boolean(),
    VenueName: z.string(),
    ManagerId: z.number().int().nullable(),
  })
  .meta({ id: 'InventoryLocationOption' });
export type InventoryLocationOption = z.infer<typeof InventoryLocationOptionSchema>;

/** The venue-side destinations of GET inventoryLocations/{id}/{destination}, with the location kind each names. */
export const TransferDestinations = { patronsRoom: 'patrons_room', billableTransfer: 'billable', cateringTransfer: 'catering' } as const;
export type TransferDestination = keyof typeof TransferDestinations;

/** GET inventoryLocations/{id}/goodsParValues: a sales location's par value for a good and what is needed to reach it. */
export const GoodParValueSchema = z
  .object({
    GoodId: z.number().int(),
    Name: z.string(),
    CategoryId: z.number().int(),
    CategoryName: z.string(),
    ParValue: quantity,
    QuantityOnHand: quantity,
    /** max(0, ParValue − QuantityOnHand). */
    ToPar: quantity,
  })
  .meta({ id: 'GoodParValue' });
export type GoodParValue = z.infer<typeof GoodParValueSchema>;
export type GoodParValueFigures = z.input<typeof GoodParValueSchema>;

/** POST inventory/venue/{id}: the venue's stock as of the end of AsOfDate (movements before the next day's start). */
export const VenueInventoryAsOfSchema = z.object({
  VenueId: z.number({ error: 'VenueId is required' }).int().positive('VenueId is required').max(MaxInt32, 'Not a known id'),
  AsOfDate: isoDate('AsOfDate'),
});
export type VenueInventoryAsOf = z.output<typeof VenueInventoryAsOfSchema>;

/** GET and POST inventory/venue/{id}: per good, the quantity summed over all the venue's locations, with the per-location figures. */
export const VenueInventorySchema = z
  .object({
    VenueId: z.number().int(),
    VenueName: z.string(),
    /** null for "now"; the date whose end the figures are as of otherwise. */
    AsOfDate: z.string().nullable(),
    /** Every inventory location of the venue (archived ones too: their stock still counts). */
    Locations: z.array(
      z.object({
        Id: z.number().int(),
        Name: z.string(),
        Kind: z.enum(InventoryLocationKinds),
        SalesLocationId: z.number().int().nullable(),
        Archived: z.boolean(),
      }),
    ),
    Goods: z.array(
      z.object({
        Id: z.number().int(),
        Name: z.string(),
        CategoryId: z.number().int(),
        CategoryName: z.string(),
        Alcohol: z.boolean(),
        QuantityOnHand: quantity,
        /** Only the locations where the good has moved. */
        ByLocation: z.array(z.object({ InventoryLocationId: z.number().int(), QuantityOnHand: quantity })),
      }),
    ),
  })
  .meta({ id: 'VenueInventory' });
export type VenueInventory = z.infer<typeof VenueInventorySchema>;
export type VenueInventoryFigures = z.input<typeof VenueInventorySchema>;

/** The {flag} of GET goods/invSummaryGoods/location/{id}/isVenue/{flag}. */
export const IsVenueFlagSchema = z.enum(['true', 'false'], { error: 'isVenue must be true or false' }).transform((f) => f === 'true');

/** GET goods/invSummaryGoods/…: a good that moved at (or is on hand at) a venue or location, for the summary report. */
export const InvSummaryGoodSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    CategoryId: z.number().int(),
    CategoryName: z.string(),
    Alcohol: z.boolean(),
  })
  .meta({ id: 'InvSummaryGood' });
export type InvSummaryGood = z.infer<typeof InvSummaryGoodSchema>;
