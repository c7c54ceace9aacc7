import type { ColumnType, Generated } from 'kysely';

/** Tables of schema es (typed here, not in libs/db's Database). */
export interface EsDatabase {
  'es.streams': { stream_id: string; revision: ColumnType<string, string | bigint, string | bigint> };
  'es.events': {
    position: Generated<string>;
    transaction_id: Generated<string>;
    id: string;
    stream_id: string;
    revision: ColumnType<string, string | bigint, never>;
    type: string;
    schema_version: number;
    data: unknown;
    metadata: unknown;
    recorded_at: Generated<Date>;
  };
  'es.projection_checkpoints': {
    name: string;
    version: number;
    transaction_id: ColumnType<string, string | undefined, string>;
    position: ColumnType<string, string | undefined, string>;
    status: ColumnType<string, string | undefined, string>;
    error: string | null;
    error_position: string | null;
    caught_up: ColumnType<boolean, boolean | undefined, boolean>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
}
