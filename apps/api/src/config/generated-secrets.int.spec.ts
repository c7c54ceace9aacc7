import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { DemoSecrets, demoSecretsInForce, loadConfig } from './app-config';
import { GeneratedSecretNames, loadGeneratedSecrets, secretsFile } from './generated-secrets';

// Issue 38 point 4: an install with no JWT_SECRET, PIN_SECRET or TOKEN_ENCRYPTION_KEY set makes its
// own on its first start, in <DATA_DIR>/secrets.json (mode 0600), and every process on that data
// folder (the API, a worker, a second API) reads the same ones.
describe('the generated secrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-secrets-')), '.data');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('are made once, on the first load, readable by the server user only, and read again after', () => {
    expect(fs.existsSync(secretsFile(dataDir))).toBe(false);
    const first = loadGeneratedSecrets(dataDir);
    expect(mode(secretsFile(dataDir))).toBe(0o600);
    expect(Object.keys(first)).toEqual([...GeneratedSecretNames]);
    for (const value of Object.values(first)) expect(value).toMatch(/^[\w-]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(3);
    expect(loadGeneratedSecrets(dataDir)).toEqual(first);
    // Nothing but the file: no temporary copy left beside it.
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);
  });

  it("are the configuration's when the environment sets none, and never the README's", () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    const file = JSON.parse(fs.readFileSync(secretsFile(dataDir), 'utf8'));
    expect(c).toMatchObject({ jwtSecret: file.JWT_SECRET, pinSecret: file.PIN_SECRET, tokenEncryptionKeys: [file.TOKEN_ENCRYPTION_KEY] });
    for (const demo of [DemoSecrets.jwtSecret, DemoSecrets.pinSecret, DemoSecrets.tokenEncryptionKey])
      expect([c.jwtSecret, c.pinSecret, ...c.tokenEncryptionKeys]).not.toContain(demo);
    expect(demoSecretsInForce(c)).toEqual(['AUTH_CLIENT_SECRET']);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toMatchObject({ jwtSecret: file.JWT_SECRET });
  });

  it('give way to the environment, setting by setting, and to a caller that sets them', () => {
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), TOKEN_ENCRYPTION_KEY: `${'n'.repeat(32)},${'o'.repeat(32)}` };
    const c = loadConfig(env);
    const file = loadGeneratedSecrets(dataDir);
    expect(c).toMatchObject({ jwtSecret: 'j'.repeat(40), pinSecret: file.PIN_SECRET, tokenEncryptionKeys: ['n'.repeat(32), 'o'.repeat(32)] });
    expect(loadConfig({ DATA_DIR: dataDir }, { jwtSecret: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // All three set: the data folder is not touched.
    const other = path.join(path.dirname(dataDir), 'other');
    loadConfig({ DATA_DIR: other, JWT_SECRET: 'j'.repeat(32), PIN_SECRET: 'p'.repeat(32), TOKEN_ENCRYPTION_KEY: 't'.repeat(32) });
    expect(fs.existsSync(other)).toBe(false);
  });

  it('are the same for processes that start together on one data folder', async () => {
    // The module as Node runs it (it needs nothing but Node's own modules).
    const js = path.join(path.dirname(dataDir), 'generated-secrets.js');
    fs.writeFileSync(js, transformFileSync(path.join(__dirname, 'generated-secrets.ts'), { module: { type: 'commonjs' }, jsc: { target: 'es2022' } }).code);
    const at = Date.now() + 1500;
    const script = `const { loadGeneratedSecrets } = require(${JSON.stringify(js)});
      while (Date.now() < ${at});
      process.stdout.write(JSON.stringify(loadGeneratedSecrets(${JSON.stringify(dataDir)})));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
      });
    const answers = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0])).toEqual(loadGeneratedSecrets(dataDir));
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.json']);
    expect(mode(secretsFile(dataDir))).toBe(0o600);
  });

  it('keep the file to the server user, and stop at a file this server did not write', () => {
    const first = loadGeneratedSecrets(dataDir);
    fs.chmodSync(secretsFile(dataDir), 0o644);
    expect(loadGeneratedSecrets(dataDir)).toEqual(first);
    expect(mode(secretsFile(dataDir))).toBe(0o600);
    fs.writeFileSync(secretsFile(dataDir), JSON.stringify({ ...first, PIN_SECRET: 'short' }));
    expect(() => loadGeneratedSecrets(dataDir)).toThrow(/secrets\.json has no PIN_SECRET of 32 characters or more\. Set JWT_SECRET/);
    fs.writeFileSync(secretsFile(dataDir), '{ not json');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/secrets\.json is not JSON/);
  });
});
