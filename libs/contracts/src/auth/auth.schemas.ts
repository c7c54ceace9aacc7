import { z } from 'zod';

const ClientCredentials = {
  AuthClientID: z.coerce.number().int(),
  AuthClientSecret: z.string().min(1).max(200),
};

export const LoginRequestSchema = z.object({
  Username: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(200),
  ...ClientCredentials,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ClaimFlagsSchema = z.record(z.string(), z.number().int());

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
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Image: z.object({ ThumbnailPath: z.string().nullable() }).nullable(),
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
  TokenIdentifier: z.string().min(1).max(200),
  AuthUserId: z.coerce.number().int(),
  AuthClientId: z.coerce.number().int(),
  AuthClientSecret: z.string().min(1).max(200),
});
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const AdminAccessRequestSchema = z.object({
  ResetKey: z.string().min(1).max(200),
  AuthClientId: z.coerce.number().int(),
  AuthClientSecret: z.string().min(1).max(200),
});
export type AdminAccessRequest = z.infer<typeof AdminAccessRequestSchema>;

export const ForgotRequestSchema = z.object({ Email: z.email().max(254) });
export type ForgotRequest = z.infer<typeof ForgotRequestSchema>;

export const ResetRequestSchema = z
  .object({
    AuthUserId: z.coerce.number().int(),
    ResetKey: z.string().min(1).max(200),
    Password: z.string().min(8, 'Password must be at least 8 characters').max(200),
    Confirmation: z.string().max(200),
    ...ClientCredentials,
  })
  .refine((b) => b.Password === b.Confirmation, {
    path: ['Confirmation'],
    message: 'Password does not match confirmation',
  });
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

export const PasswordChangeSchema = z
  .object({
    OldPassword: z.string().min(1).max(200),
    NewPassword: z.string().min(8, 'Password must be at least 8 characters').max(200),
    Confirmation: z.string().max(200),
  })
  .refine((b) => b.NewPassword === b.Confirmation, {
    path: ['Confirmation'],
    message: 'Password does not match confirmation',
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const ValidateIpResponseSchema = z.object({ IsWhiteListed: z.boolean() }).meta({ id: 'ValidateIpResponse' });

/** GET api/health: the database and each projection version (whether it serves reads, its state, position and lag). */
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
      }),
    ),
  })
  .meta({ id: 'Health' });

export const ClientErrorSchema = z.object({
  Message: z.string().max(2000),
  Stack: z.string().max(20000).optional(),
  Url: z.string().max(2000).optional(),
});
export type ClientError = z.infer<typeof ClientErrorSchema>;
