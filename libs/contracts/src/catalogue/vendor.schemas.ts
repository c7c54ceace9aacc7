import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';
import { AddressSchema, PhoneSchema } from '../common/phone.schemas';

/** A vendor (document 3 §3): basic info, phones, an address and the goods it supplies. */
export const VendorSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    AccountNumber: z.string().nullable(),
    ContactName: z.string().nullable(),
    Email: z.string().nullable(),
    AddressId: z.number().int().nullable(),
    Address: AddressSchema.nullable(),
    VendorPhones: z.array(PhoneSchema.extend({ PhoneExt: z.string() })),
    VendorGoods: z.array(z.object({ vendorId: z.number().int(), goodId: z.number().int(), Name: z.string(), AddedAt: z.string() })),
    Archived: z.boolean(),
    Version: z.number().int(),
  })
  .meta({ id: 'Vendor' });
export type Vendor = z.infer<typeof VendorSchema>;

/** A row of POST vendors/_search. */
export const VendorListItemSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    AccountNumber: z.string().nullable(),
    ContactName: z.string().nullable(),
    Email: z.string().nullable(),
    Archived: z.boolean(),
    Version: z.number().int(),
    Phone: z.string().nullable(),
    GoodsCount: z.number().int(),
  })
  .meta({ id: 'VendorListItem' });
export type VendorListItem = z.infer<typeof VendorListItemSchema>;

/** POST vendors/archive/{id}. */
export const VendorArchivedSchema = z.object({ Message: z.string(), Vendor: VendorSchema }).meta({ id: 'VendorArchived' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST vendors and PUT vendors/{id}: the basic info (Version on PUT). */
export const VendorSaveSchema = z.object({
  Name: Text().trim().min(1, 'Name is required').max(200),
  AccountNumber: optionalText(50),
  ContactName: optionalText(200),
  Email: optionalText(200).refine((v) => v === null || z.email().safeParse(v).success, 'Email is not valid'),
  Version: Int32.min(0).default(0),
});
export type VendorSave = z.output<typeof VendorSaveSchema>;

export const VendorPhonesSaveSchema = z.object({ VendorPhones: z.array(PhoneSchema).max(20), Version: Int32.min(0) });
export const VendorAddressSaveSchema = z.object({ Address: AddressSchema, Version: Int32.min(0) });
export const VendorGoodsSaveSchema = z.object({
  VendorGoods: z
    .array(z.object({ goodId: Id }))
    .max(2000)
    .refine((g) => new Set(g.map((x) => x.goodId)).size === g.length, 'Each good once'),
  Version: Int32.min(0),
});

/** POST vendors/_search: the body form of a list search (document 3 §7). */
export const VendorSearchSchema = z.object({
  Query: Text(200).optional(),
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(10000).default(12),
  IncludeArchived: z.boolean().default(false),
});

export const VendorMessages = {
  Saved: 'Vendor Saved',
  Created: 'Vendor Created',
  Archived: 'Vendor Archived',
  ArchiveFailed: 'Archive Failed',
  ArchiveConfirm: 'Archive this vendor? It will no longer be offered when receiving orders.',
} as const;
