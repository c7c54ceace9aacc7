import { z } from 'zod';
import { DefaultPhoneTypeId } from './constants';

/** Phone types (spec document 1 §2.4): 1 home, 2 phone (default), 3 mobile, 4 fax. */
export const PhoneTypes = [
  { Id: 1, Name: 'Home' },
  { Id: 2, Name: 'Phone' },
  { Id: 3, Name: 'Mobile' },
  { Id: 4, Name: 'Fax' },
] as const;

export const PhoneSchema = z.object({
  Phone: z.string().trim().min(1, 'Phone is required').max(10),
  Extension: z.string().trim().max(10).default(''),
  IsPrimary: z.boolean().default(false),
  PhoneTypeId: z.number().int().min(1).max(4).default(DefaultPhoneTypeId),
});
export type Phone = z.infer<typeof PhoneSchema>;

export const AddressSchema = z.object({
  Line1: z.string().trim().max(200).default(''),
  Line2: z.string().trim().max(200).default(''),
  City: z.string().trim().max(100).default(''),
  StateId: z.number().int().positive().nullable().default(null),
  Zip: z.string().trim().max(10).default(''),
});
export type Address = z.infer<typeof AddressSchema>;
