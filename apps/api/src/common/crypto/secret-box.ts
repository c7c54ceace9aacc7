import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const Prefix = 'enc1';

interface Key {
  id: string;
  bytes: Buffer;
}

function deriveKey(secret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'intermission secret box', 32));
  // The id names the key in each value, so a value written under an old key finds it again.
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

/**
 * Secrets at rest (theatres' payment tokens): AES-256-GCM under the first key, written as
 * `enc1:<key id>:<base64url iv|tag|ciphertext>`. Every key given decrypts, so a key can be rotated
 * while values written under the old one are still read (docs/operations.md "Rotating secrets").
 * A value without the prefix is a legacy clear value: it reads as itself and `needsRewrite` says so.
 */
export class SecretBox {
  private readonly keys: Key[];

  constructor(secrets: readonly string[]) {
    if (!secrets.length) throw new Error('SecretBox needs at least one key');
    this.keys = secrets.map(deriveKey);
  }

  encrypt(plain: string): string {
    const key = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${Prefix}:${key.id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  decrypt(stored: string): string {
    if (!SecretBox.isEncrypted(stored)) return stored;
    const [, id, data] = stored.split(':');
    const key = this.keys.find((k) => k.id === id);
    if (!key) throw new Error(`A secret is encrypted under key ${id}, which is not among the keys of TOKEN_ENCRYPTION_KEY`);
    const raw = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** A legacy clear value, or one encrypted under a key other than the current one. */
  needsRewrite(stored: string): boolean {
    return !SecretBox.isEncrypted(stored) || stored.split(':')[1] !== this.keys[0].id;
  }

  static isEncrypted(stored: string): boolean {
    return /^enc1:[0-9a-f]{8}:[\w-]+$/.test(stored);
  }
}
