import { z } from 'zod';
import { Int32, Int32Text, Text } from '../common/primitives';

const ClientCredentials = {
  AuthClientID: Int32Text,
  AuthClientSecret: Text().min(1).max(200),
};

export const LoginRequestSchema = z.object({
  Username: Text().trim().min(1, 'Username is required').max(100),
  Password: Text().min(1, 'Password is required').max(200),
  ...ClientCredentials,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ClaimFlagsSchema = z.record(Text(), Int32);

export const LoginResultSchema = z
  .object({
    Jwt: z.string(),
    IssuedUtc: z.string(),
    ExpiresUtc: z.string(),
    RefreshTokenIdentifier: z.string(),
    AuthUserId: z.number().int(),
    ClaimFlags: ClaimFlagsSchema,
    RoleId: z.number().int().nullable(),
    isWhiteListed: z.boolean(),
  })
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const SessionUserSchema = z.object({
  Id: Int32,
  FirstName: Text(),
  LastName: Text(),
  Image: z.object({ ThumbnailPath: Text().nullable() }).nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/**
 * Login response of spec document 1 §3. LoginResult is null when a login link was e-mailed
 * instead; it carries isWhiteListed false and no token when the address is refused.
 */
export const LoginResponseSchema = z
  .object({
    User: SessionUserSchema.nullable(),
    LoginResult: z.union([LoginResultSchema, z.object({ isWhiteListed: z.literal(false) })]).nullable(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST users/token: the login response, with a message when a login link was e-mailed or the address is refused. */
export const SignInResponseSchema = LoginResponseSchema.extend({ Message: z.string().optional() }).meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const RefreshRequestSchema = z.object({
  TokenIdentifier: Text().min(1).max(200),
  AuthUserId: Int32Text,
  AuthClientId: Int32Text,
  AuthClientSecret: Text().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const AdminAccessRequestSchema = z.object({
  ResetKey: Text().min(1).max(200),
  AuthClientId: Int32Text,
  AuthClientSecret: Text().min(1).max(200),
});
export type AdminAccessRequest = z.infer<typeof AdminAccessRequestSchema>;

export const ForgotRequestSchema = z.object({ Email: z.email().max(254) });
export type ForgotRequest = z.infer<typeof ForgotRequestSchema>;

export const ResetRequestSchema = z
  .object({
    AuthUserId: Int32Text,
    ResetKey: Text().min(1).max(200),
    Password: Text().min(8, 'Password must be at least 8 characters').max(200),
    Confirmation: Text(200),
    ...ClientCredentials,
  })
  .refine((b) => b.Password === b.Confirmation, {
    path: ['Confirmation'],
    message: 'Password does not match confirmation',
  });
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

export const PasswordChangeSchema = z
  .object({
    OldPassword: Text().min(1).max(200),
    NewPassword: Text().min(8, 'Password must be at least 8 characters').max(200),
    Confirmation: Text(200),
  })
  .refine((b) => b.NewPassword === b.Confirmation, {
    path: ['Confirmation'],
    message: 'Password does not match confirmation',
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const ValidateIpResponseSchema = z.object({ IsWhiteListed: z.boolean() }).meta({ id: 'ValidateIpResponse' });

/** GET api/health: the database and each projection version (whether it serves reads, its state, position, lag and, when failed, what to run). */
export const HealthSchema = z
  .object({
    Status: z.enum(['ok', 'degraded']),
    Database: z.literal('ok'),
    ReportsSchema: z.string().nullable(),
    Projections: z.array(
      z.object({
        Name: z.string(),
        Version: z.number().int(),
        Active: z.boolean(),
        Status: z.enum(['running', 'stopped', 'failed']),
        Position: z.string(),
        Lag: z.number().int(),
        Error: z.string().nullable(),
        ErrorPosition: z.string().nullable(),
        /** The id of the event a failed projection stopped at. */
        ErrorEventId: z.string().nullable(),
        /** For a failed projection: the command that voids the event it stopped at (docs/operations.md). */
        Recovery: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Health' });

export const ClientErrorSchema = z.object({
  Message: Text(2000),
  Stack: Text(20000).optional(),
  Url: Text(2000).optional(),
});
export type ClientError = z.infer<typeof ClientErrorSchema>;
