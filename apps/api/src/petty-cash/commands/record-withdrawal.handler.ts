import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { PettyCashEventTypes, PettyCashMessages, type PettyCashWithdrawalSave, PettyCashWithdrawalSchema, pettyCashStream } from '@intermission/contracts';
import {
  ConcurrencyError,
  NotFoundError,
  decideWithdrawal,
  evolveWithdrawal,
  initialWithdrawalState,
  type WithdrawalEvent,
  type WithdrawalState,
} from '@intermission/domain';
import { type EventStore, type ExpectedRevision, type NewEvent, WrongExpectedVersionError } from '@intermission/eventstore';
import { PETTY_CASH_PROJECTION } from '@intermission/projections';
import type { CurrentUser } from '../../auth/current-user';
import { DepositGuard } from '../../deposits/deposit-guard.service';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { PettyCashRepository } from '../petty-cash.repository';
import { RecordWithdrawalCommand } from './record-withdrawal.command';

const what = 'The petty cash withdrawal';

/** Withdraw, edit, delete: the withdrawal's own stream decides (decideWithdrawal in libs/domain), the handler appends. */
@CommandHandler(RecordWithdrawalCommand)
export class RecordWithdrawalHandler implements ICommandHandler<RecordWithdrawalCommand> {
  constructor(
    private readonly pettyCash: PettyCashRepository,
    private readonly ledger: LedgerWriter,
    private readonly deposits: DepositGuard,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Each change holds the locks of the show events it touches (the one it leaves and the one it names)
   * and is refused once either's deposit is posted (docs/deposits.md "What a posted deposit closes").
   */
  async execute({ change, actor }: RecordWithdrawalCommand) {
    const at = new Date().toISOString();
    const id = change.kind === 'delete' ? change.id : change.body.Id;
    const before = id > 0 ? (await this.history(id)).showEventId : null;
    const target = change.kind === 'save' ? change.body.ShowEventId : null;
    return this.deposits.whileOpen([before, target], 'petty cash', async () => {
      // Moved to another show event since it was read: that one was not locked, so answer as a conflict.
      if (id > 0 && (await this.history(id)).showEventId !== before) throw await this.conflict(id);
      if (change.kind === 'delete') return this.delete(change.id, actor, at);
      const b = change.body;
      return b.Id > 0 ? this.edit(b, actor, at) : this.withdraw(b, actor, at);
    });
  }

  private async withdraw(b: PettyCashWithdrawalSave, actor: CurrentUser, at: string) {
    const decided = decideWithdrawal({ kind: 'withdraw', ...(await this.facts(b)), theatreId: b.TheatreId ?? null }, initialWithdrawalState());
    if (!decided.ok) throw rejectionException(decided);
    if (decided.value.kind === 'delete') throw new Error('A withdrawal decided a delete');
    const id = await this.pettyCash.nextId();
    const data = { ...this.body(id, b, actor, at), TheatreId: decided.value.TheatreId, TransactionDateUtc: decided.value.TransactionDateUtc };
    await this.append(id, { type: PettyCashEventTypes.PettyCashWithdrawn, data }, 'no_stream');
    return { Message: PettyCashMessages.Added, PettyCashWithdrawal: await this.current(id) };
  }

  private async edit(b: PettyCashWithdrawalSave, actor: CurrentUser, at: string) {
    const { state, revision } = await this.history(b.Id);
    const decided = decideWithdrawal({ kind: 'edit', version: b.Version, ...(await this.facts(b)), theatreId: b.TheatreId ?? null }, state);
    if (!decided.ok) {
      if (decided.code === 'WithdrawalStale') throw await this.conflict(b.Id);
      if (decided.code === 'WithdrawalNotFound') throw new NotFoundError(what);
      throw rejectionException(decided);
    }
    if (decided.value.kind === 'delete') throw new Error('An edit decided a delete');
    const data = { ...this.body(b.Id, b, actor, at), TheatreId: decided.value.TheatreId, TransactionDateUtc: decided.value.TransactionDateUtc };
    await this.append(b.Id, { type: PettyCashEventTypes.PettyCashWithdrawalEdited, data }, revision!);
    return { Message: PettyCashMessages.Saved, PettyCashWithdrawal: await this.current(b.Id) };
  }

  private async delete(id: number, actor: CurrentUser, at: string) {
    const { state, revision } = await this.history(id);
    const decided = decideWithdrawal({ kind: 'delete' }, state);
    if (!decided.ok) {
      if (decided.code === 'WithdrawalNotFound') throw new NotFoundError(what);
      throw rejectionException(decided);
    }
    const w = state.withdrawal!;
    const data = { WithdrawalId: id, TheatreId: w.TheatreId, Amount: w.Amount, UserId: actor.userId, At: at };
    await this.append(id, { type: PettyCashEventTypes.PettyCashWithdrawalDeleted, data }, revision!);
    return { Message: PettyCashMessages.Deleted };
  }

  /** The show event, reason and amount as the decision needs them. */
  private async facts(b: PettyCashWithdrawalSave) {
    const [showEvent, reasonIsListed] = await Promise.all([this.pettyCash.showEvent(b.ShowEventId), this.pettyCash.isPettyCashReason(b.ReasonId)]);
    return { showEvent, reasonIsListed, amount: b.Amount };
  }

  /** The event body but the theatre and time, which the decision takes from the show event. */
  private body(id: number, b: PettyCashWithdrawalSave, actor: CurrentUser, at: string) {
    return { WithdrawalId: id, ShowEventId: b.ShowEventId, ReasonId: b.ReasonId, Amount: b.Amount, UserId: actor.userId, At: at };
  }

  /** The withdrawal folded from its own stream, the stream's revision, and the show event it names now. */
  private async history(id: number): Promise<{ state: WithdrawalState; revision?: bigint; showEventId: number | null }> {
    const events = await this.store.readStream(pettyCashStream(id));
    const named = events.filter((e) => e.type === PettyCashEventTypes.PettyCashWithdrawn || e.type === PettyCashEventTypes.PettyCashWithdrawalEdited).at(-1);
    return {
      state: (events as unknown as WithdrawalEvent[]).reduce(evolveWithdrawal, initialWithdrawalState()),
      revision: events.at(-1)?.revision,
      showEventId: named ? (named.data as { ShowEventId: number }).ShowEventId : null,
    };
  }

  private async append(id: number, event: Omit<NewEvent, 'id'>, expectedRevision: ExpectedRevision) {
    try {
      await this.ledger.append(pettyCashStream(id), [{ id: randomUUID(), ...event }], { expectedRevision, readBy: [PETTY_CASH_PROJECTION] });
    } catch (err) {
      // Someone changed it between the read and the append: the 409 answers their copy.
      if (err instanceof WrongExpectedVersionError) throw await this.conflict(id);
      throw err;
    }
  }

  /**
   * The 409 with the server's copy, shaped as the answers are (the exception filter cannot shape it):
   * read once the projection has the stream's last event, so the copy is the winner's and not the
   * one the caller already had (its Version would only 409 again).
   */
  private async conflict(id: number) {
    const last = (await this.store.readStream(pettyCashStream(id))).at(-1);
    if (last) await this.ledger.awaitProjected([PETTY_CASH_PROJECTION], last.position);
    return new ConcurrencyError(PettyCashWithdrawalSchema.parse(await this.current(id)));
  }

  private async current(id: number) {
    const w = await this.pettyCash.find(id);
    if (!w) throw new NotFoundError(what);
    return w;
  }
}
