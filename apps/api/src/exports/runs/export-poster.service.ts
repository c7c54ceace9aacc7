import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { entityFingerprint } from '@intermission/domain';
import { ACCOUNTING_SERVICE, AccountingRefusal, type AccountingService } from '../export-ports';
import { ExportItemsRepository, type ExportItemRow, rowEntity } from './export-items.repository';

/** What one post did. */
export type PostOutcome = { kind: 'synced' } | { kind: 'refused'; message: string; retryable: boolean } | { kind: 'busy' } | { kind: 'posted already' };

/**
 * The request id of a post: the same for the same row, content and QuickBooks version, so a retried
 * job (a worker killed after QuickBooks took the post, before we recorded it) sends the same id and
 * QuickBooks answers the first post again instead of creating a second entry. A change of content
 * or a new SyncToken (an update after an update) makes a new id.
 */
export function postRequestId(row: Pick<ExportItemRow, 'Key' | 'Fingerprint' | 'QbReference' | 'SyncToken'>): string {
  const h = createHash('sha256')
    .update(JSON.stringify([row.Key, row.Fingerprint, row.QbReference, row.SyncToken]))
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Posts one QBO log row to the accounting service under its lease, recording the attempt and the row's outcome. */
@Injectable()
export class ExportPoster {
  constructor(
    private readonly items: ExportItemsRepository,
    @Inject(ACCOUNTING_SERVICE) private readonly accounting: AccountingService,
  ) {}

  connected(): Promise<boolean> {
    return this.accounting.connected();
  }

  /**
   * `by` holds the lease: a run's `export-<id>` (its retried job takes its own rows back), or a
   * re-export's own id. A run posts only a row still not Success when it leases it (another run of
   * the same days may have posted it since this one read it); a re-export posts a Success row too.
   */
  async post(itemId: number, by: string, mode: 'unsynced' | 'again'): Promise<PostOutcome> {
    const { row, posted } = await this.items.lease(itemId, by, mode === 'unsynced');
    if (posted) return { kind: 'posted already' };
    if (!row) return { kind: 'busy' };
    const entity = rowEntity(row);
    const fingerprint = entityFingerprint(entity);
    const requestId = postRequestId({ ...row, Fingerprint: fingerprint });
    const existing = row.QbReference ? { QbReference: row.QbReference, SyncToken: row.SyncToken } : null;
    try {
      const answer = await this.accounting.post(entity, requestId, existing);
      await this.items.synced(itemId, fingerprint, answer, {
        RequestId: requestId,
        HttpStatus: answer.HttpStatus,
        QbReference: answer.QbReference,
        Message: null,
      });
      return { kind: 'synced' };
    } catch (err) {
      const refusal = err instanceof AccountingRefusal ? err : null;
      const message = (err as Error).message || 'The accounting service did not answer';
      // Anything but a refusal (a network error, a bug) may pass on a later attempt.
      const retryable = refusal ? refusal.retryable : true;
      await this.items.refused(itemId, { RequestId: requestId, HttpStatus: refusal?.httpStatus ?? null, QbReference: null, Message: message });
      return { kind: 'refused', message, retryable };
    }
  }
}
