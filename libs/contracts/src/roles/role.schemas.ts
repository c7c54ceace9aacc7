import { z } from 'zod';
import { Int32, Int32TextIn, Text, IdListText } from '../common/primitives';
import { SearchQuerySchema } from '../common/search';

export const RoleClaimSchema = z.object({
  ClaimTypeId: Int32.min(1).max(23),
  ClaimValueId: z.union([z.literal(1), z.literal(2)]),
  UserRoleId: Int32.optional(),
});

/** A role with one value per claim type; a type absent from UserRoleClaims is None. */
export const RoleSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    UserRoleClaims: z.array(RoleClaimSchema),
    UserCount: z.number().int(),
    Version: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof RoleSchema>;

export const RoleSaveSchema = z
  .object({
    Id: Int32.min(0).default(0),
    Name: Text().trim().min(1, 'Name is required').max(100),
    UserRoleClaims: z.array(RoleClaimSchema).max(23),
    Version: Int32.min(0).default(0),
  })
  .refine((r) => new Set(r.UserRoleClaims.map((c) => c.ClaimTypeId)).size === r.UserRoleClaims.length, {
    path: ['UserRoleClaims'],
    message: 'One value per claim type',
  });
export type RoleSave = z.infer<typeof RoleSaveSchema>;

export const RoleSearchQuerySchema = SearchQuerySchema.extend({
  take: Int32TextIn(1, 999).default(99),
  /** Roles holding any of these claim types (comma-separated ids). */
  ClaimIds: IdListText().optional(),
});

export const RoleMessages = {
  Saved: 'Role Saved Successfully',
  Created: 'Role Created Successfully',
  LoadError: 'Error Loading Role.',
  DeleteRefused: "Delete Failed. Be sure this user role isn't assigned to any users before deleting.",
} as const;
