import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secrets an install makes for itself when the environment does not set them (issue 38 point 4;
 * docs/operations.md "Generated secrets"): no value that signs tokens, keys the PIN digests or
 * encrypts the payment tokens is ever a default known to anyone else. Named as the settings are.
 */
export const GeneratedSecretNames = ['JWT_SECRET', 'PIN_SECRET', 'TOKEN_ENCRYPTION_KEY'] as const;
export type GeneratedSecretName = (typeof GeneratedSecretNames)[number];
export type GeneratedSecrets = Record<GeneratedSecretName, string>;

/** The file in the data folder (DATA_DIR) that keeps them, readable by the server's user only. */
export const SecretsFileName = 'secrets.json';
export const SecretsFileMode = 0o600;
/** Shorter values in the file are refused: it is not one this server wrote. */
const MinimumGeneratedLength = 32;

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, SecretsFileName);
}

/**
 * The install's generated secrets: read from `<dataDir>/secrets.json`, which the first start creates
 * (48 random bytes each, base64url, mode 0600). Made whole in a file of its own, then linked to its
 * name, which fails if another process (an API and a worker starting together) linked its own
 * first: every process then reads the one file that won, never a half-written one.
 */
export function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = secretsFile(dataDir);
  if (!fs.existsSync(file)) create(file);
  return read(file);
}

function create(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const values = Object.fromEntries(GeneratedSecretNames.map((name) => [name, randomBytes(48).toString('base64url')]));
  const text = `${JSON.stringify(values, null, 2)}\n`;
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeNew(temp, text);
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // EEXIST: another process made it first, and its values are the install's.
    if (code !== 'EEXIST') {
      // A file system without hard links: create the name itself, exclusively (a reader meeting it
      // before it is written waits for it, see read()).
      try {
        writeNew(file, text);
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
      }
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Creates `file` (refusing an existing one) with mode 0600 whatever the umask, writes and syncs it. */
function writeNew(file: string, text: string): void {
  const fd = fs.openSync(file, 'wx', SecretsFileMode);
  try {
    fs.fchmodSync(fd, SecretsFileMode);
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function read(file: string): GeneratedSecrets {
  for (const until = Date.now() + 2000; ;) {
    const text = fs.readFileSync(file, 'utf8');
    try {
      return parse(file, text);
    } catch (err) {
      // Only a file still being written (the no-hard-link path) is waited for.
      if (text.trim() !== '' || Date.now() > until) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

function parse(file: string, text: string): GeneratedSecrets {
  const refuse = (why: string) =>
    new Error(
      `${file} ${why}. Set JWT_SECRET, PIN_SECRET and TOKEN_ENCRYPTION_KEY, or remove the file to have new ones generated (docs/operations.md "Generated secrets").`,
    );
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    throw refuse('is not JSON');
  }
  if (typeof values !== 'object' || values === null) throw refuse('is not an object of secrets');
  const found = values as Record<string, unknown>;
  for (const name of GeneratedSecretNames) {
    const v = found[name];
    if (typeof v !== 'string' || v.length < MinimumGeneratedLength) throw refuse(`has no ${name} of ${MinimumGeneratedLength} characters or more`);
  }
  // Tightened if someone loosened it: the file is the server's alone.
  try {
    if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, SecretsFileMode);
  } catch {
    // Not ours to change (another user's file we may read): left as it is.
  }
  return Object.fromEntries(GeneratedSecretNames.map((name) => [name, found[name] as string])) as GeneratedSecrets;
}
