import { z } from 'zod';
import { Id, IdText, Int32, Text } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';

export const PosUserSchema = z
  .object({
    Id: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    ClientId: z.number().int(),
    ClientName: z.string(),
    UserId: z.number().int().nullable(),
    Archived: z.boolean(),
    Version: z.number().int(),
  })
  .meta({ id: 'PosUser' });
export type PosUser = z.infer<typeof PosUserSchema>;

/** GET posusers/venues: the venues a POS user can belong to. */
export const PosUserVenueSchema = z.object({ Id: z.number().int(), Name: z.string(), ClientName: z.string() }).meta({ id: 'PosUserVenue' });
export type PosUserVenue = z.infer<typeof PosUserVenueSchema>;

/** PUT posusers/{id}/archive/{flag}. */
export const PosUserArchivedSchema = z.object({ Message: z.string(), PosUser: PosUserSchema }).meta({ id: 'PosUserArchived' });

/** GET posusers/{id}/posUserId: the POS user id of a staff user, null when they have none. */
export const PosUserIdAnswerSchema = z.object({ PosUserId: z.number().int().nullable() }).meta({ id: 'PosUserIdAnswer' });

export const PinSchema = Text().regex(/^\d{4,8}$/, 'The PIN must be 4 to 8 digits');

export const PosUserSaveSchema = z.object({
  Id: Int32.min(0).default(0),
  FirstName: Text().trim().min(1, 'First Name is required').max(50),
  LastName: Text().trim().min(1, 'Last Name is required').max(50),
  VenueId: Id.min(1, { message: 'Venue is required' }),
  UserId: Id.nullable().default(null),
  Version: Int32.min(0).default(0),
});
export const PosUserCreateSchema = PosUserSaveSchema.extend({ Pin: PinSchema });
export type PosUserSave = z.infer<typeof PosUserSaveSchema>;
export type PosUserCreate = z.infer<typeof PosUserCreateSchema>;

/** The spec's PIN update: PosUser (its id) and Pin. */
export const PosPinUpdateSchema = z.object({ PosUser: Id, Pin: PinSchema });

export const PosUserSearchQuerySchema = SearchQuerySchema.extend({
  venueId: IdText.optional(),
  includeArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const PosUserMessages = {
  Saved: 'PosUser Saved Successfully',
  Created: 'PosUser Created Successfully',
  Activated: 'PosUser Activated',
  Deactivated: 'PosUser Deactivated',
  UpdateFailed: 'Update Failed',
  PinTaken: 'This PIN is already used by another POS user of this venue',
} as const;
