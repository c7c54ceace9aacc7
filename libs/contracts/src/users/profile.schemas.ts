import { z } from 'zod';

/** The own-profile basic info (the full user record comes with the people issue). */
export const UserProfileSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string().nullable(),
  AuthUserId: z.number().int().nullable(),
  Username: z.string().nullable(),
  RoleId: z.number().int().nullable(),
  RoleName: z.string().nullable(),
  Version: z.number().int(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserNameUpdateSchema = z.object({
  Id: z.number().int().positive(),
  FirstName: z.string().trim().min(1, 'First Name is required').max(50),
  LastName: z.string().trim().min(1, 'Last Name is required').max(50),
  Version: z.number().int().min(0),
});
export type UserNameUpdate = z.infer<typeof UserNameUpdateSchema>;
