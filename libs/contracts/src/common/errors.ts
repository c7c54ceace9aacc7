import { z } from 'zod';

/** The 400 body of docs/api.md "Conventions": field → messages. */
export const ModelStateErrorSchema = z.object({
  Message: z.string(),
  ModelState: z.record(z.string(), z.array(z.string())),
});
export type ModelStateError = z.infer<typeof ModelStateErrorSchema>;

/** Any other error body: a message, and for 409 the current copy. */
export const ErrorBodySchema = z.object({
  Message: z.string(),
  Current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
