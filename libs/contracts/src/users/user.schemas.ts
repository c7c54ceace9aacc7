import { z } from 'zod';
import { Id, Int32, Int32TextIn, Text } from '../common/primitives';
import { AddressSchema, PhoneSchema } from '../common/phone.schemas';
import { SearchQuerySchema } from '../common/search';
import { LoginResultSchema } from '../auth/auth.schemas';

/** A staff user as the detail page shows it (spec document 3 §3 "User"). */
export const UserSchema = z
  .object({
    Id: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    JobTitleId: z.number().int().nullable(),
    UserJobTitle: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
    UserPhones: z.array(PhoneSchema.extend({ PhoneExt: z.string() })),
    Address: AddressSchema.nullable(),
    Image: z.object({ ImagePath: z.string().nullable(), ThumbnailPath: z.string().nullable() }).nullable(),
    HasAccess: z.boolean(),
    AuthUserId: z.number().int().nullable(),
    AuthUser: z
      .object({
        Username: z.string(),
        UserRole: z.object({ Id: z.number().int(), Name: z.string() }),
        AutomaticallyWhitelist: z.boolean(),
        HasAccess: z.boolean(),
      })
      .nullable(),
    Username: z.string().nullable(),
    RoleId: z.number().int().nullable(),
    RoleName: z.string().nullable(),
    Version: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const UserSummarySchema = z
  .object({
    Id: z.number().int(),
    First: z.string(),
    Last: z.string(),
    Email: z.string().nullable(),
    UserRoleId: z.number().int().nullable(),
    Username: z.string().nullable(),
    HasAccess: z.boolean(),
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** GET users/states: the states an address may name. */
export const UserStateSchema = z.object({ Id: z.number().int(), Code: z.string(), Name: z.string() }).meta({ id: 'UserState' });
export type UserState = z.infer<typeof UserStateSchema>;

/** PUT users/{id}/portalAccess: what was saved and the user as it is now. */
export const UserPortalAccessSavedSchema = z.object({ Message: z.string(), User: UserSchema }).meta({ id: 'UserPortalAccessSaved' });

/** PUT users/password: the own password changed; this session goes on with new tokens. */
export const PasswordChangedSchema = z.object({ Message: z.string(), LoginResult: LoginResultSchema.nullable() }).meta({ id: 'PasswordChanged' });

export const UserSearchQuerySchema = SearchQuerySchema.extend({
  take: Int32TextIn(1, 999).default(999),
  hasAccess: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

const names = {
  FirstName: Text().trim().min(1, 'First Name is required').max(50),
  LastName: Text().trim().min(1, 'Last Name is required').max(50),
  Email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.email('Email is not valid').max(254).nullable().optional()),
  JobTitleId: Id.nullable().optional(),
};

export const UserCreateSchema = z
  .object({
    ...names,
    Username: Text().trim().max(100).optional(),
    Password: Text(200).optional(),
    Confirmation: Text(200).optional(),
    RoleId: Id.optional(),
    AutomaticallyWhitelist: z.boolean().default(false),
  })
  .refine((u) => (u.Password ?? '') === (u.Confirmation ?? ''), { path: ['Confirmation'], message: 'Passwords do not match' })
  .refine((u) => !u.Username || (u.Password && u.Password.length >= 8), { path: ['Password'], message: 'Password must be at least 8 characters' })
  .refine((u) => !u.Username || u.RoleId, { path: ['RoleId'], message: 'Role is required' });
export type UserCreate = z.infer<typeof UserCreateSchema>;

/** Basic info: the own name from the profile page, or everything with Users FullAccess. */
export const UserBasicInfoSchema = z.object({ Id: Id, ...names, Version: Int32.min(0) });
export type UserBasicInfo = z.infer<typeof UserBasicInfoSchema>;

export const UserPhonesSaveSchema = z.object({
  UserPhones: z
    .array(PhoneSchema)
    .max(20)
    .refine((p) => p.filter((x) => x.IsPrimary).length <= 1, 'Only one phone can be primary'),
  Version: Int32.min(0),
});
export const UserAddressSaveSchema = z.object({ Address: AddressSchema, Version: Int32.min(0) });

/** Portal access: a user name, password and role (AccessLevelId or UserRoleId), and the whitelist flag. */
export const PortalAccessSchema = z
  .object({
    Username: Text().trim().min(1, 'Username is required').max(100),
    Password: Text(200).optional(),
    Confirmation: Text(200).optional(),
    AccessLevelId: Id.optional(),
    UserRoleId: Id.optional(),
    AutomaticallyWhitelist: z.boolean().optional(),
    Version: Int32.min(0),
  })
  .refine((p) => (p.Password ?? '') === (p.Confirmation ?? ''), { path: ['Confirmation'], message: 'Password does not match confirmation' })
  .refine((p) => !p.Password || p.Password.length >= 8, { path: ['Password'], message: 'Password must be at least 8 characters' });
export type PortalAccess = z.infer<typeof PortalAccessSchema>;

export const UserMessages = {
  Saved: 'User Saved',
  Created: 'User Created',
} as const;
