import { createHash, randomBytes } from 'node:crypto';

/** A random identifier for refresh tokens and reset keys; only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
