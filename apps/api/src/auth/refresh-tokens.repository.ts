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
   * Swaps a live refresh identifier for a new one. An identifier presented again within the grace
   * after its rotation (two tabs refreshing at once, a retried request) gets a new identifier of
   * its own, as long as the session it was rotated into is still live. Later, or once that session
   * ended, a second use means it leaked: every token of that user is revoked and the caller must
   * sign in again.
   */
  rotate(token: string, authUserId: number, ttlDays: number, graceSeconds = 0): Promise<RotateResult> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('app.refresh_tokens')
        .selectAll()
        .where('TokenHash', '=', hashSecretToken(token))
        .where('AuthUserId', '=', authUserId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false } as const;
      const withinGrace = row.RevokedAt !== null && Date.now() - row.RevokedAt.getTime() <= graceSeconds * 1000;
      if (row.RevokedAt && !(row.ReplacedById !== null && withinGrace && (await this.sessionLive(tx, row.ReplacedById)))) {
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
      // A rotation within the grace leaves the first successor as the one the identifier was replaced by.
      if (!row.RevokedAt)
        await tx.updateTable('app.refresh_tokens').set({ RevokedAt: new Date(), ReplacedById: inserted.Id }).where('Id', '=', row.Id).execute();
      return { ok: true, authUserId, remember: row.Remember, token: next } as const;
    });
  }

  /** The chain of rotations from a token ends in a live one (not revoked by a sign-out or a password change). */
  private async sessionLive(tx: Db, id: number): Promise<boolean> {
    for (let next: number | null = id, steps = 0; next !== null && steps < 100; steps++) {
      const r: { RevokedAt: Date | null; ReplacedById: number | null; ExpiresAt: Date } | undefined = await tx
        .selectFrom('app.refresh_tokens')
        .select(['RevokedAt', 'ReplacedById', 'ExpiresAt'])
        .where('Id', '=', next)
        .executeTakeFirst();
      if (!r) return false;
      if (!r.RevokedAt) return r.ExpiresAt.getTime() > Date.now();
      next = r.ReplacedById;
    }
    return false;
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
