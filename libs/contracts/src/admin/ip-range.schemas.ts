import { z } from 'zod';
import { Int32, Int32TextIn, Text } from '../common/primitives';

const octet = Int32TextIn(0, 255);

/** An IPv4 range a.b.c.From–a.b.c.To (spec document 3 §3); IPv6 ranges show only StartIp/EndIp. */
export const IpRangeSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    FromOctet1: z.number().int().nullable(),
    FromOctet2: z.number().int().nullable(),
    FromOctet3: z.number().int().nullable(),
    FromOctet4: z.number().int().nullable(),
    ToOctet4: z.number().int().nullable(),
    StartIp: z.string(),
    EndIp: z.string(),
    Version: z.number().int(),
  })
  .meta({ id: 'IpRange' });
export type IpRange = z.infer<typeof IpRangeSchema>;

export const IpRangeSaveSchema = z
  .object({
    Id: Int32.min(0).default(0),
    Name: Text().trim().max(100).default(''),
    FromOctet1: octet,
    FromOctet2: octet,
    FromOctet3: octet,
    FromOctet4: octet,
    ToOctet4: octet,
    KeepDialogOpen: z.boolean().optional(),
    Version: Int32.min(0).default(0),
  })
  .refine((r) => r.FromOctet4 <= r.ToOctet4, { path: ['ToOctet4'], message: 'Invalid IP Range' });
export type IpRangeSave = z.infer<typeof IpRangeSaveSchema>;

export const IpMessages = {
  Invalid: 'Invalid IP Range',
  Saved: 'Saved Successfully',
  Deleted: 'Deleted Successfully',
  CannotDelete: 'Cannot Delete',
} as const;
