import { z } from 'zod';
import { DayText, Id, Int32, Int32TextIn, Text, MaxInt32, IdListText } from '../common/primitives';
import { isTimeZone } from '../common/days';
import { DecimalSchema, GoodSchema } from '../catalogue/good.schemas';
import { IdNameSchema } from '../common/answers';
import { AddressAnswerSchema, AddressSchema, PhoneAnswerSchema, PhoneSchema } from '../common/phone.schemas';
import { Money, Quantity } from '../common/wire';

/** Generic hierarchy searches (document 1 §7.2): q, skip, take, inactive with defaults '*', 0, 999, false. */
export const HierarchySearchSchema = z.object({
  q: Text(200).optional(),
  skip: Int32TextIn(0).default(0),
  take: Int32TextIn(1, 10000).default(999),
  inactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ClientSearchSchema = HierarchySearchSchema.extend({
  take: Int32TextIn(1, 10000).default(12),
  /** Comma-separated client type ids; none means every type. */
  clientTypeIds: IdListText('clientTypeIds must be ids separated by commas')
    .optional()
    .transform((v) => v ?? []),
});

const name = Text(200, 'Name is required').trim().min(1, 'Name is required');
const optionalText = (max: number) =>
  Text(max)
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));
const version = Int32.min(0).default(0);
const id = Int32.min(0).default(0);

export const ClientSaveSchema = z.object({
  Id: id,
  Name: name,
  Description: optionalText(2000),
  ClientTypeId: z.number({ error: 'Client Type is required' }).int().positive('Client Type is required').max(MaxInt32, 'Not a known id'),
  Version: version,
});
export type ClientSave = z.output<typeof ClientSaveSchema>;

/** Archive, unarchive and activate take the record's Id (and its Version when the screen has it). */
export const StateChangeSchema = z.object({ Id: Id, Version: Int32.min(0).optional() });

export const ClientPhonesSaveSchema = z.object({ ClientPhones: z.array(PhoneSchema).max(20), Version: Int32.min(0) });
export const VenuePhonesSaveSchema = z.object({ VenuePhones: z.array(PhoneSchema).max(20), Version: Int32.min(0) });
export const AddressSaveSchema = z.object({ Address: AddressSchema, Version: Int32.min(0) });

/** A client note: title and content ('Invalid note' when the body is missing). */
export const ClientNoteSaveSchema = z.object({
  Id: id,
  Title: Text(200, 'Title is required').trim().min(1, 'Title is required'),
  Content: Text(20000).default(''),
  Version: version,
});
export type ClientNoteSave = z.output<typeof ClientNoteSaveSchema>;

export const VenueSaveSchema = z.object({
  Id: id,
  Name: name,
  Code: optionalText(20),
  ManagerId: Id.nullable().default(null),
  TaxRateId: z.number({ error: 'Tax Rate is required' }).int().positive('Tax Rate is required').max(MaxInt32, 'Not a known id'),
  MenuId: Id.nullable().default(null),
  TimeZone: Text(64).refine(isTimeZone, 'Time Zone must be an IANA time zone such as America/New_York').default('America/New_York'),
  Version: version,
});
export type VenueSave = z.output<typeof VenueSaveSchema>;

const isoDate = DayText({ message: 'Expiry must be a date' });
export const VenueBackupsSaveSchema = z.object({
  Backups: z
    .array(
      z.object({
        UserId: z.number({ error: 'User is required' }).int().min(1, 'User is required').max(MaxInt32, 'Not a known id'),
        ExpDate: isoDate.nullable().default(null),
      }),
    )
    .max(50)
    .refine((b) => new Set(b.map((x) => x.UserId)).size === b.length, 'Each backup manager once'),
  Version: Int32.min(0),
});

/** POST venues/{id}/goods: the goods to add to the venue. */
export const VenueGoodsAddSchema = z.object({ GoodIds: z.array(Id).min(1, 'Choose at least one good').max(500) });

export const TheatreSaveSchema = z.object({
  Id: id,
  Name: name,
  Code: optionalText(20),
  IsTest: z.boolean().default(false),
  CcImplemented: z.boolean().default(false),
  AccessToken: optionalText(500),
  AuthToken: optionalText(500),
  Version: version,
});
export type TheatreSave = z.output<typeof TheatreSaveSchema>;

export const SalesLocationSaveSchema = z.object({
  Id: id,
  Name: name,
  MenuId: Id.default(2),
  UseStartingBank: z.boolean().default(false),
  StartingBank: DecimalSchema(2, 'Starting Bank must be an amount').default('0'),
  Version: version,
});
export type SalesLocationSave = z.output<typeof SalesLocationSaveSchema>;

/** Par values: entries of 0 or less are dropped; at least one must remain. */
export const ParValuesSaveSchema = z.object({
  ParValues: z
    .array(z.object({ GoodId: Id, ParValue: z.union([Text(), z.number()]).transform((v) => String(v).trim()) }))
    .max(2000)
    .transform((rows) => rows.filter((r) => /^-?\d+(\.\d+)?$/.test(r.ParValue) && Number(r.ParValue) > 0))
    .refine((rows) => rows.length > 0, 'At least one par value above 0 is required')
    .refine((rows) => new Set(rows.map((r) => r.GoodId)).size === rows.length, 'Each good once')
    .refine((rows) => rows.every((r) => /^\d{1,8}(\.\d{1,4})?$/.test(r.ParValue)), 'Par values have at most 4 decimals'),
  Version: Int32.min(0),
});

export const StationSaveSchema = z.object({
  Id: id,
  Name: name,
  SerialNumber: optionalText(100),
  IsInventoryStation: z.boolean().default(false),
  Version: version,
});
export type StationSave = z.output<typeof StationSaveSchema>;

export const CouponSaveSchema = z.object({
  Id: id,
  VenueId: Id,
  Name: name,
  DollarValue: DecimalSchema(2, 'Dollar Value must be an amount').default('0'),
  Goods: z
    .array(z.object({ Id: Id }))
    .max(500)
    .default([]),
  Version: version,
});
export type CouponSave = z.output<typeof CouponSaveSchema>;
export const CouponSearchSchema = z.object({
  q: Text(200).optional(),
  skip: Int32TextIn(0).default(0),
  take: Int32TextIn(1, 10000).default(12),
  includeArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/** A coupon worth $0 is a voucher whose value is set at the till. */
export const couponLabel = (dollarValue: string | number) => (Number(dollarValue) === 0 ? 'Dynamic Voucher' : null);

// ---- Answers (document 1 §7.2, §7.3). Lists answer arrays of the *ListItem rows with X-List-Count. ----

const named = { Id: Int32, Name: Text() };
/** Archived and the Version a save must send back (optimistic concurrency). */
const versioned = { Archived: z.boolean(), Version: Int32 };
/** The places above a record, by id and name, as its answers carry them for links and breadcrumbs. */
const underClient = { ClientId: Int32, ClientName: Text() };
const underVenue = { VenueId: Int32, VenueName: Text(), ...underClient };
const underTheatre = { TheatreId: Int32, TheatreName: Text(), ...underVenue };
const clientType = { Description: Text().nullable(), ClientTypeId: Int32.nullable() };

/** A row of GET clients/_search. */
export const ClientListItemSchema = z
  .object({ ...named, ...clientType, ClientType: z.string().nullable(), VenueCount: z.number().int(), ...versioned })
  .meta({ id: 'ClientListItem' });
export type ClientListItem = z.infer<typeof ClientListItemSchema>;

/** GET clients/{id}, and the answer of every save of a client. */
export const ClientSchema = z
  .object({
    ...named,
    ...clientType,
    ClientType: IdNameSchema.nullable(),
    ClientPhones: z.array(PhoneAnswerSchema),
    Address: AddressAnswerSchema.nullable(),
    AddressId: z.number().int().nullable(),
    ...versioned,
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof ClientSchema>;

/** PUT clients/archive and clients/unarchive. */
export const ClientStateChangedSchema = z.object({ Message: z.string(), Client: ClientSchema }).meta({ id: 'ClientStateChanged' });

/** GET clients/{id}/tree: the client with everything under it, archived records included and flagged. */
export const ClientTreeStationSchema = z
  .object({ ...named, SerialNumber: z.string().nullable(), IsInventoryStation: z.boolean(), Archived: z.boolean() })
  .meta({ id: 'ClientTreeStation' });
export const ClientTreeSalesLocationSchema = z
  .object({ ...named, Archived: z.boolean(), Stations: z.array(ClientTreeStationSchema) })
  .meta({ id: 'ClientTreeSalesLocation' });
export const ClientTreeTheatreSchema = z
  .object({ ...named, Code: z.string().nullable(), Archived: z.boolean(), SalesLocations: z.array(ClientTreeSalesLocationSchema) })
  .meta({ id: 'ClientTreeTheatre' });
export const ClientTreeVenueSchema = z
  .object({ ...named, Code: z.string().nullable(), Archived: z.boolean(), Theatres: z.array(ClientTreeTheatreSchema) })
  .meta({ id: 'ClientTreeVenue' });
export const ClientTreeSchema = z.object({ ...named, Archived: z.boolean(), Venues: z.array(ClientTreeVenueSchema) }).meta({ id: 'ClientTree' });
export type ClientTree = z.infer<typeof ClientTreeSchema>;

/** A client note (GET clients/{id}/notes/_search rows, newest first). */
export const ClientNoteSchema = z
  .object({ Id: z.number().int(), ClientId: z.number().int(), Title: z.string(), Content: z.string(), CreatedAt: z.string(), Version: z.number().int() })
  .meta({ id: 'ClientNote' });
export type ClientNote = z.infer<typeof ClientNoteSchema>;
/** POST and PUT clients/{id}/notes. */
export const ClientNoteSavedSchema = z.object({ Message: z.string(), Note: ClientNoteSchema }).meta({ id: 'ClientNoteSaved' });

/** A row of GET clients/{id}/venues/_search and of the cross-client clients/venues/search. */
export const VenueListItemSchema = z
  .object({
    ...named,
    Code: z.string().nullable(),
    ...underClient,
    ManagerId: z.number().int().nullable(),
    ManagerName: z.string().nullable(),
    ...versioned,
  })
  .meta({ id: 'VenueListItem' });
export type VenueListItem = z.infer<typeof VenueListItemSchema>;

/** A backup manager of a venue; ExpDate is a day (YYYY-MM-DD) or null for no expiry. */
export const VenueBackupManagerSchema = z
  .object({ Id: z.number().int(), UserId: z.number().int(), VenueId: z.number().int(), ExpDate: z.string().nullable(), Name: z.string() })
  .meta({ id: 'VenueBackupManager' });
export type VenueBackupManager = z.infer<typeof VenueBackupManagerSchema>;

/** GET clients/{c}/venues/{id}, and the answer of every save of a venue. */
export const VenueSchema = z
  .object({
    ...named,
    Code: z.string().nullable(),
    TimeZone: z.string(),
    ClientId: z.number().int(),
    Client: z.object({ ...named, Archived: z.boolean() }),
    ManagerId: z.number().int().nullable(),
    Manager: IdNameSchema.nullable(),
    TaxRateId: z.number().int().nullable(),
    /** Rate is the tax rate in percent as the managed items keep it (a decimal string, not an amount). */
    TaxRate: z.object({ ...named, Rate: z.string().nullable() }).nullable(),
    MenuId: z.number().int().nullable(),
    Menu: IdNameSchema.nullable(),
    BackupManagerExpDate: z.string().nullable(),
    VenuePhones: z.array(PhoneAnswerSchema),
    BackupManagers: z.array(VenueBackupManagerSchema),
    ...versioned,
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof VenueSchema>;

/** PUT clients/{c}/venues/archive and .../activate. */
export const VenueStateChangedSchema = z.object({ Message: z.string(), Venue: VenueSchema }).meta({ id: 'VenueStateChanged' });

/** Someone who may manage a venue (GET clients/venues/managers, .../managers/backup, .../managers/{id}). */
export const VenueManagerOptionSchema = z.object({ ...named, Email: z.string().nullable() }).meta({ id: 'VenueManagerOption' });
export type VenueManagerOption = z.infer<typeof VenueManagerOptionSchema>;

/** A good with its category, as the venue's goods and the par values list them. */
const good = { ...named, CategoryName: Text().nullable() };

/** A row of GET venues/{id}/goods/_search (newest first). */
export const VenueGoodListItemSchema = z
  .object({ ...good, Tracked: z.boolean(), Archived: z.boolean(), AddedAt: z.string() })
  .meta({ id: 'VenueGoodListItem' });
export type VenueGoodListItem = z.infer<typeof VenueGoodListItemSchema>;

/**
 * GET venues/{venueId}/goods/{goodId}: a good under a venue (document 1 §3, "Good (as attached to a
 * venue)": the good's fields of document 3 §3), with its venue and client and when it was added there.
 */
export const VenueGoodSchema = GoodSchema.extend({
  VenueId: z.number().int(),
  VenueName: z.string(),
  ClientId: z.number().int(),
  ClientName: z.string(),
  AddedAt: z.string(),
  /** The venue's, to show AddedAt at the venue (docs/decisions.md "Venue days"). */
  TimeZone: z.string(),
}).meta({ id: 'VenueGood' });
export type VenueGood = z.infer<typeof VenueGoodSchema>;

/** A row of GET clients/{c}/venues/{v}/theatres/_search and of the cross-client clients/venues/theatres/search. */
export const TheatreListItemSchema = z
  .object({ ...named, Code: z.string().nullable(), IsTest: z.boolean(), ...underVenue, VenueArchived: z.boolean(), ...versioned })
  .meta({ id: 'TheatreListItem' });
export type TheatreListItem = z.infer<typeof TheatreListItemSchema>;

/** GET .../theatres/{id}, and the answer of every save; the card tokens are masked (a masked value sent back keeps the stored one). */
export const TheatreSchema = TheatreListItemSchema.extend({
  CcImplemented: z.boolean(),
  AccessToken: z.string().nullable(),
  HasAccessToken: z.boolean(),
  AuthToken: z.string().nullable(),
}).meta({ id: 'Theatre' });
export type Theatre = z.infer<typeof TheatreSchema>;

/** PUT theatres/archive and theatres/activate. */
export const TheatreStateChangedSchema = z.object({ Message: z.string(), Theatre: TheatreSchema }).meta({ id: 'TheatreStateChanged' });

/**
 * An active theatre of an active venue (GET theatres, GET theatres/manager/{id}); TimeZone is its
 * venue's, for screens that show the theatre's times (the show schedule).
 */
export const TheatreOptionSchema = z.object({ ...named, VenueId: z.number().int(), VenueName: z.string(), TimeZone: z.string() }).meta({ id: 'TheatreOption' });
export type TheatreOption = z.infer<typeof TheatreOptionSchema>;

/** A row of GET .../theatres/{t}/salesLocations/_search. */
export const SalesLocationListItemSchema = z
  .object({ ...named, MenuId: z.number().int(), MenuName: z.string(), StationCount: z.number().int(), ...versioned })
  .meta({ id: 'SalesLocationListItem' });
export type SalesLocationListItem = z.infer<typeof SalesLocationListItemSchema>;

/** GET salesLocations/{id}, and the answer of every save of a sales location. */
export const SalesLocationSchema = z
  .object({
    ...named,
    ...underTheatre,
    MenuId: z.number().int(),
    Menu: IdNameSchema,
    UseStartingBank: z.boolean(),
    StartingBank: Money,
    InventoryLocationId: z.number().int().nullable(),
    ...versioned,
  })
  .meta({ id: 'SalesLocation' });
export type SalesLocation = z.infer<typeof SalesLocationSchema>;
/** What a repository hands the serializer: the amounts as exact decimal text (the answer rounds them into numbers). */
export type SalesLocationFigures = z.input<typeof SalesLocationSchema>;

/** PUT salesLocations/archive and salesLocations/activate. */
export const SalesLocationStateChangedSchema = z.object({ Message: z.string(), SalesLocation: SalesLocationSchema }).meta({ id: 'SalesLocationStateChanged' });

/** A tracked, active good with this sales location's par value (null when none): GET salesLocations/{id}/_goods. */
export const ParValueGoodSchema = z.object({ ...good, ParValue: Quantity.nullable() }).meta({ id: 'ParValueGood' });
export type ParValueGood = z.infer<typeof ParValueGoodSchema>;
/** What a repository hands the serializer: the par value as exact decimal text. */
export type ParValueGoodFigures = z.input<typeof ParValueGoodSchema>;

/** PUT salesLocations/{id}/parValues. */
export const ParValuesSavedSchema = z
  .object({ Message: z.string(), SalesLocation: SalesLocationSchema, ParValues: z.array(ParValueGoodSchema) })
  .meta({ id: 'ParValuesSaved' });

/** A row of GET .../salesLocations/{s}/stations/_search. */
export const StationListItemSchema = z
  .object({
    Id: z.number().int(),
    SalesLocationId: z.number().int(),
    Name: z.string(),
    SerialNumber: z.string().nullable(),
    IsInventoryStation: z.boolean(),
    ...versioned,
  })
  .meta({ id: 'StationListItem' });
export type StationListItem = z.infer<typeof StationListItemSchema>;

/** GET stations/{id}, and the answer of every save of a station: the row with the names of its places. */
export const StationSchema = StationListItemSchema.extend({
  SalesLocationName: z.string(),
  ...underTheatre,
  /** When the station last synced its queue (POST stations/{stationId}/sync); null: never. */
  LastSyncUtc: z.string().nullable(),
  /** The highest queue position that sync answered; null: never synced. */
  QueuePosition: z.number().int().nullable(),
}).meta({ id: 'Station' });
export type Station = z.infer<typeof StationSchema>;

/** PUT stations/archive and stations/activate. */
export const StationStateChangedSchema = z.object({ Message: z.string(), Station: StationSchema }).meta({ id: 'StationStateChanged' });

/** A row of GET coupons/_search and coupons/{venueId}/_search; Label is "Dynamic Voucher" for a $0 coupon. */
export const CouponListItemSchema = z
  .object({ ...named, VenueId: z.number().int(), VenueName: z.string(), DollarValue: Money, Label: z.string().nullable(), ...versioned })
  .meta({ id: 'CouponListItem' });
export type CouponListItem = z.infer<typeof CouponListItemSchema>;
/** What a repository hands the serializer: DollarValue as exact decimal text. */
export type CouponListItemFigures = z.input<typeof CouponListItemSchema>;

/** GET coupons/{id}: the row with its client and the goods it applies to. */
export const CouponSchema = CouponListItemSchema.extend({ ClientId: z.number().int(), Goods: z.array(IdNameSchema) }).meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof CouponSchema>;
/** What a repository hands the serializer: DollarValue as exact decimal text. */
export type CouponFigures = z.input<typeof CouponSchema>;

/** POST coupons and PUT coupons/{id}. */
export const CouponSavedSchema = z.object({ Message: z.string(), Coupon: CouponSchema }).meta({ id: 'CouponSaved' });

/** A photo of a sales location's bar set-up (GET salesLocations/{s}/barimages, newest first). */
export const BarImageSchema = z.object({ ...named, CreatedAt: z.string() }).meta({ id: 'BarImage' });
export type BarImage = z.infer<typeof BarImageSchema>;
/** POST salesLocations/{s}/barimages. */
export const BarImageAddedSchema = z.object({ Message: z.string(), BarImage: z.object(named) }).meta({ id: 'BarImageAdded' });

/** Document 1 §8.2, exactly. */
export const ClientAreaMessages = {
  ClientSaved: 'Client Saved Successfully',
  ClientCreated: 'Client Created Successfully',
  ClientArchived: 'Client Archived',
  ClientUnarchived: 'Client unarchived',
  VenueSaved: 'Venue Saved',
  VenueCreated: 'Venue Created',
  VenueArchived: 'Venue Archived',
  VenueActivated: 'Venue Activated',
  VenueAdded: 'Venue Added Successfully',
  TheatreSaved: 'Theatre Saved',
  TheatreCreated: 'Theatre Created',
  TheatreArchived: 'Theatre Archived',
  TheatreActivated: 'Theatre Activated',
  SalesLocationSaved: 'Sales Location Saved',
  SalesLocationCreated: 'Sales Location Created',
  SalesLocationArchived: 'Sales Location Archived',
  SalesLocationActivated: 'Sales Location Activated',
  ParValuesUpdated: 'Par Values Updated Successfully',
  StationSaved: 'Point of Sale Saved Successfully',
  StationCreated: 'Point of Sale Station Created Successfully',
  StationDeleted: 'Point of Sale Deleted',
  StationAdded: 'Station Added Successfully',
  BarImageAdded: 'BarSetup Image Added Successfully',
  Updated: 'Updated Successfully',
  CouponSaved: 'Coupon Saved',
  CouponCreated: 'Coupon Created',
  CouponAdded: 'Coupon Added Successfully',
  NoteAdded: 'Note Added',
  NoteSaved: 'Note Saved',
  NoteSavedSuccessfully: 'Note Saved Successfully',
  NoteDeleted: 'Note Deleted',
  DocumentUploaded: 'Document Uploaded Successfully',
  DocumentSaved: 'Document Saved Successfully',
  DocumentDeletionFailed: 'Document Deletion Failed',
  InvalidNote: 'Invalid note',
  InvalidDocument: 'Invalid Document',
  DynamicVoucher: 'Dynamic Voucher',
} as const;
