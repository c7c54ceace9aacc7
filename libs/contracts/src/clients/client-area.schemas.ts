import { z } from 'zod';
import { isTimeZone } from '../common/days';
import { DecimalSchema } from '../catalogue/good.schemas';
import { AddressSchema, PhoneSchema } from '../common/phone.schemas';

/** Generic hierarchy searches (document 1 §7.2): q, skip, take, inactive with defaults '*', 0, 999, false. */
export const HierarchySearchSchema = z.object({
  q: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(10000).default(999),
  inactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ClientSearchSchema = HierarchySearchSchema.extend({
  take: z.coerce.number().int().min(1).max(10000).default(12),
  /** Comma-separated client type ids; none means every type. */
  clientTypeIds: z
    .string()
    .regex(/^(\d+(,\d+)*)?$/, 'clientTypeIds must be ids separated by commas')
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : [])),
});

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const version = z.number().int().min(0).default(0);
const id = z.number().int().min(0).default(0);

export const ClientSaveSchema = z.object({
  Id: id,
  Name: name,
  Description: optionalText(2000),
  ClientTypeId: z.number({ error: 'Client Type is required' }).int().positive('Client Type is required'),
  Version: version,
});
export type ClientSave = z.output<typeof ClientSaveSchema>;

/** Archive, unarchive and activate take the record's Id (and its Version when the screen has it). */
export const StateChangeSchema = z.object({ Id: z.number().int().positive(), Version: z.number().int().min(0).optional() });

export const ClientPhonesSaveSchema = z.object({ ClientPhones: z.array(PhoneSchema).max(20), Version: z.number().int().min(0) });
export const VenuePhonesSaveSchema = z.object({ VenuePhones: z.array(PhoneSchema).max(20), Version: z.number().int().min(0) });
export const AddressSaveSchema = z.object({ Address: AddressSchema, Version: z.number().int().min(0) });

/** A client note: title and content ('Invalid note' when the body is missing). */
export const ClientNoteSaveSchema = z.object({
  Id: id,
  Title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  Content: z.string().max(20000).default(''),
  Version: version,
});

export const VenueSaveSchema = z.object({
  Id: id,
  Name: name,
  Code: optionalText(20),
  ManagerId: z.number().int().positive().nullable().default(null),
  TaxRateId: z.number({ error: 'Tax Rate is required' }).int().positive('Tax Rate is required'),
  MenuId: z.number().int().positive().nullable().default(null),
  TimeZone: z.string().max(64).refine(isTimeZone, 'Time Zone must be an IANA time zone such as America/New_York').default('America/New_York'),
  Version: version,
});
export type VenueSave = z.output<typeof VenueSaveSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Expiry must be a date')
  .transform((d) => d.slice(0, 10));
export const VenueBackupsSaveSchema = z.object({
  Backups: z
    .array(z.object({ UserId: z.number().int().positive(), ExpDate: isoDate.nullable().default(null) }))
    .max(50)
    .refine((b) => new Set(b.map((x) => x.UserId)).size === b.length, 'Each backup manager once'),
  Version: z.number().int().min(0),
});

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
  MenuId: z.number().int().positive().default(2),
  UseStartingBank: z.boolean().default(false),
  StartingBank: DecimalSchema(2, 'Starting Bank must be an amount').default('0'),
  Version: version,
});
export type SalesLocationSave = z.output<typeof SalesLocationSaveSchema>;

/** Par values: entries of 0 or less are dropped; at least one must remain. */
export const ParValuesSaveSchema = z.object({
  ParValues: z
    .array(z.object({ GoodId: z.number().int().positive(), ParValue: z.union([z.string(), z.number()]).transform((v) => String(v).trim()) }))
    .max(2000)
    .transform((rows) => rows.filter((r) => /^-?\d+(\.\d+)?$/.test(r.ParValue) && Number(r.ParValue) > 0))
    .refine((rows) => rows.length > 0, 'At least one par value above 0 is required')
    .refine((rows) => new Set(rows.map((r) => r.GoodId)).size === rows.length, 'Each good once')
    .refine((rows) => rows.every((r) => /^\d{1,8}(\.\d{1,4})?$/.test(r.ParValue)), 'Par values have at most 4 decimals'),
  Version: z.number().int().min(0),
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
  VenueId: z.number().int().positive(),
  Name: name,
  DollarValue: DecimalSchema(2, 'Dollar Value must be an amount').default('0'),
  Goods: z
    .array(z.object({ Id: z.number().int().positive() }))
    .max(500)
    .default([]),
  Version: version,
});
export type CouponSave = z.output<typeof CouponSaveSchema>;
export const CouponSearchSchema = z.object({
  q: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(10000).default(12),
  includeArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
/** A coupon worth $0 is a voucher whose value is set at the till. */
export const couponLabel = (dollarValue: string) => (Number(dollarValue) === 0 ? 'Dynamic Voucher' : null);

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
