import type { EmbeddedServer } from '../../libs/db/src';
import { dropTemplate } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.INTERMISSION_TEST_ADMIN_URL;
  const template = process.env.INTERMISSION_TEST_TEMPLATE;
  if (url && template) await dropTemplate(url, template).catch(() => undefined);
  const embedded = (globalThis as { __embeddedPg?: EmbeddedServer }).__embeddedPg;
  if (embedded) await embedded.stop();
}
