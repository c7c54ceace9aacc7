import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m202611221300 from './202611221300-foundation';
import * as m202611221400 from './202611221400-event-store';
import * as m202611221500 from './202611221500-administration';
import * as m202611221510 from './202611221510-people';
import * as m202611221600 from './202611221600-catalogue';
import * as m202611221700 from './202611221700-client-area';
import * as m202611230100 from './202611230100-order-documents';
import * as m202611250200 from './202611250200-projection-recovery';
import * as m202611260100 from './202611260100-shows';
import * as m202611260200 from './202611260200-stock-venue-positions';
import * as m202611260300 from './202611260300-list-indexes';
import * as m202611260500 from './202611260500-cashbox-log-ids';
import * as m202611260600 from './202611260600-petty-cash';
import * as m202611260700 from './202611260700-event-store-append-function';
import * as m202611260900 from './202611260900-deposit-ids';
import * as m202611261000 from './202611261000-station-sync';
import * as m202611261200 from './202611261200-master-log-search';
import * as m202611262100 from './202611262100-export-settings-qbo';
import * as m202611262130 from './202611262130-list-indexes';
import * as m202611262140 from './202611262140-exports';
import * as m202611270700 from './202611270700-show-event-count';
import * as m202611271300 from './202611271300-export-source-stamps';

// Forward-only and in order: a committed migration is never edited; add a new file and list it here.
const migrations: Record<string, Migration> = {
  '202611221300-foundation': m202611221300,
  '202611221400-event-store': m202611221400,
  '202611221500-administration': m202611221500,
  '202611221510-people': m202611221510,
  '202611221600-catalogue': m202611221600,
  '202611221700-client-area': m202611221700,
  '202611230100-order-documents': m202611230100,
  '202611250200-projection-recovery': m202611250200,
  '202611260100-shows': m202611260100,
  '202611260200-stock-venue-positions': m202611260200,
  '202611260300-list-indexes': m202611260300,
  '202611260500-cashbox-log-ids': m202611260500,
  '202611260600-petty-cash': m202611260600,
  '202611260700-event-store-append-function': m202611260700,
  '202611260900-deposit-ids': m202611260900,
  '202611261000-station-sync': m202611261000,
  '202611261200-master-log-search': m202611261200,
  '202611262100-export-settings-qbo': m202611262100,
  '202611262130-list-indexes': m202611262130,
  '202611262140-exports': m202611262140,
  '202611270700-show-event-count': m202611270700,
  '202611271300-export-source-stamps': m202611271300,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any database type
export async function migrateToLatest(db: Kysely<any>, options: { allowUnordered?: boolean } = {}): Promise<string[]> {
  // allowUnordered is for a test that takes one older migration back and applies it again.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    migrationTableSchema: 'public',
    allowUnorderedMigrations: options.allowUnordered ?? false,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
