import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { Db } from '@intermission/db';
import { projectionStatuses } from '@intermission/projections';
import { InjectDb } from '../database/database.module';

/** Whether the database answers, and where each projection stands. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }

  projections() {
    return projectionStatuses(this.db as unknown as Kysely<unknown>);
  }
}
