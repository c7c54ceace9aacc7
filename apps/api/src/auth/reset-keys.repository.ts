import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type ResetPurpose = 'reset' | 'adminaccess';

@Injectable()
export class ResetKeysRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async create(authUserId: number, purpose: ResetPurpose, ttlMinutes: number, ip: string | null = null): Promise<string> {
    const key = newSecretToken();
    await this.db
      .insertInto('app.reset_keys')
      .values({ AuthUserId: authUserId, KeyHash: hashSecretToken(key), Purpose: purpose, Ip: ip, ExpiresAt: new Date(Date.now() + ttlMinutes * 60_000) })
      .execute();
    return key;
  }

  /** Marks a live key used and returns it; a key works once. */
  async consume(key: string, purpose: ResetPurpose, authUserId?: number): Promise<{ AuthUserId: number; Ip: string | null } | undefined> {
    return this.db
      .updateTable('app.reset_keys')
      .set({ UsedAt: new Date() })
      .where('KeyHash', '=', hashSecretToken(key))
      .where('Purpose', '=', purpose)
      .where('UsedAt', 'is', null)
      .where('ExpiresAt', '>', new Date())
      .$if(authUserId !== undefined, (q) => q.where('AuthUserId', '=', authUserId!))
      .returning(['AuthUserId', 'Ip'])
      .executeTakeFirst();
  }
}
