import { z } from 'zod';
import { Id, Int32, Text } from './primitives';
import { DefaultPhoneTypeId } from './constants';

/** Phone types (spec document 1 §2.4): 1 home, 2 phone (default), 3 mobile, 4 fax. */
export const PhoneTypes = [
  { Id: 1, Name: 'Home' },
  { Id: 2, Name: 'Phone' },
  { Id: 3, Name: 'Mobile' },
  { Id: 4, Name: 'Fax' },
] as const;

export const PhoneSchema = z.object({
  Phone: Text().trim().min(1, 'Phone is required').max(10),
  Extension: Text().trim().max(10).default(''),
  IsPrimary: z.boolean().default(false),
  PhoneTypeId: Int32.min(1).max(4).default(DefaultPhoneTypeId),
});
export type Phone = z.infer<typeof PhoneSchema>;

export const AddressSchema = z.object({
  Line1: Text().trim().max(200).default(''),
  Line2: Text().trim().max(200).default(''),
  City: Text().trim().max(100).default(''),
  StateId: Id.nullable().default(null),
  Zip: Text().trim().max(10).default(''),
});
export type Address = z.infer<typeof AddressSchema>;

/** A phone as a record's answer lists it: as saved, with PhoneExt for display ("5551234 x12"). */
export const PhoneAnswerSchema = z
  .object({ Phone: z.string(), Extension: z.string(), IsPrimary: z.boolean(), PhoneTypeId: z.number().int(), PhoneExt: z.string() })
  .meta({ id: 'PhoneAnswer' });
export type PhoneAnswer = z.infer<typeof PhoneAnswerSchema>;

/** An address as a record's answer holds it (null when the record has none). */
export const AddressAnswerSchema = z
  .object({ Line1: z.string(), Line2: z.string(), City: z.string(), StateId: z.number().int().nullable(), Zip: z.string() })
  .meta({ id: 'AddressAnswer' });
export type AddressAnswer = z.infer<typeof AddressAnswerSchema>;
