import { Injectable } from '@nestjs/common';
import type { ClientError } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';

/** The client error log (spec document 1 §7.4): unhandled errors as the browser reports them. */
@Injectable()
export class ClientErrorsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async add(error: ClientError, userId: number | null, userAgent: string | null): Promise<void> {
    await this.db
      .insertInto('app.client_errors')
      .values({ UserId: userId, Message: error.Message, Stack: error.Stack ?? null, Url: error.Url ?? null, UserAgent: userAgent })
      .execute();
  }
}
