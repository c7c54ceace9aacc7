import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type RotateResult = { ok: true; authUserId: number; remember: boolean; token: string } | { ok: false };

@Injectable()
export class RefreshTokensRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async issue(authUserId: number, remember: boolean, ttlDays: number): Promise<string> {
    const token = newSecretToken();
    await this.db
      .insertInto('app.refresh_tokens')
      .values({ AuthUserId: authUserId, TokenHash: hashSecretToken(token), Remember: remember, ExpiresAt: new Date(Date.now() + ttlDays * 86_400_000) })
      .execute();
    return token;
  }

  /**
   * Swaps a live refresh identifier for a new one. An identifier used twice means it leaked:
   * every token of that user is revoked and the caller must sign in again.
   */
  rotate(token: string, authUserId: number, ttlDays: number): Promise<RotateResult> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('app.refresh_tokens')
        .selectAll()
        .where('TokenHash', '=', hashSecretToken(token))
        .where('AuthUserId', '=', authUserId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false } as const;
      if (row.RevokedAt) {
        if (row.ReplacedById !== null) {
          await tx
            .updateTable('app.refresh_tokens')
            .set({ RevokedAt: new Date() })
            .where('AuthUserId', '=', authUserId)
            .where('RevokedAt', 'is', null)
            .execute();
        }
        return { ok: false } as const;
      }
      if (row.ExpiresAt.getTime() <= Date.now()) return { ok: false } as const;
      const next = newSecretToken();
      const inserted = await tx
        .insertInto('app.refresh_tokens')
        .values({ AuthUserId: authUserId, TokenHash: hashSecretToken(next), Remember: row.Remember, ExpiresAt: new Date(Date.now() + ttlDays * 86_400_000) })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await tx.updateTable('app.refresh_tokens').set({ RevokedAt: new Date(), ReplacedById: inserted.Id }).where('Id', '=', row.Id).execute();
      return { ok: true, authUserId, remember: row.Remember, token: next } as const;
    });
  }

  async revokeAll(authUserId: number): Promise<void> {
    await this.db
      .updateTable('app.refresh_tokens')
      .set({ RevokedAt: new Date() })
      .where('AuthUserId', '=', authUserId)
      .where('RevokedAt', 'is', null)
      .execute();
  }
}
