import { z } from 'zod';
import { Id, Int32, Text } from '../common/primitives';

/** The own-profile basic info (the full user record comes with the people issue). */
export const UserProfileSchema = z.object({
  Id: Int32,
  FirstName: Text(),
  LastName: Text(),
  Email: Text().nullable(),
  AuthUserId: Int32.nullable(),
  Username: Text().nullable(),
  RoleId: Int32.nullable(),
  RoleName: Text().nullable(),
  Version: Int32,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserNameUpdateSchema = z.object({
  Id: Id,
  FirstName: Text().trim().min(1, 'First Name is required').max(50),
  LastName: Text().trim().min(1, 'Last Name is required').max(50),
  Version: Int32.min(0),
});
export type UserNameUpdate = z.infer<typeof UserNameUpdateSchema>;
