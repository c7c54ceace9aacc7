import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createDb } from '@intermission/db';
import { createApp } from '@intermission/api/bootstrap/create-app';
import { type AppConfig, loadConfig } from '@intermission/api/config/app-config';

// The benches' API in a process of its own (bench/src/api.ts forks it), as `npm start` runs it: the
// bench's client, its fetches and their garbage stay in the bench's process. Its overrides of the
// configuration come as JSON in argv[2]; it answers its port to the parent and stops on SIGTERM.

async function main() {
  const overrides = JSON.parse(process.argv[2] ?? '{}') as Partial<AppConfig>;
  const config = loadConfig({}, overrides);
  const db = createDb({ connectionString: config.databaseUrl, max: 20 });
  const app = await createApp(config, db, { ownsDb: true, logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  process.send!({ port });
}

main().catch((err) => {
  process.stderr.write(`bench API: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
