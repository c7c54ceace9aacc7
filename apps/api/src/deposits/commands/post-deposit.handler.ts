import { HttpException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DepositEventTypes, DepositMessages, DepositPostedV1, DepositSchema, depositStream } from '@intermission/contracts';
import { DepositFailureMessages, type DepositRejection, NotFoundError, type Rejected, decidePostDeposit } from '@intermission/domain';
import { type EventStore, WrongExpectedVersionError, derivedId } from '@intermission/eventstore';
import { DEPOSITS_PROJECTION } from '@intermission/projections';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException, rejectionStatus } from '../../ledger/rejections';
import { DepositFactsRepository, DepositFigureProjections } from '../deposit-facts.repository';
import { DepositGuard } from '../deposit-guard.service';
import { type DepositAnswer, DepositsRepository } from '../deposits.repository';
import { PostDepositCommand } from './post-deposit.command';

/** The one event id of a show event's deposit: a retried post names the same event (libs/eventstore derived-id.ts). */
export const depositEventId = (showEventId: number) => derivedId(`deposit-posted:${showEventId}`);

/**
 * Posts a show event's deposit (docs/deposits.md "Posting"): holding the show event's lock, waits
 * until the sales, cash box and petty cash projections have applied everything appended so far,
 * computes the figures, lets decidePostDeposit (libs/domain) decide, and appends DepositPosted to
 * `deposit-<ShowEventId>` (no_stream: a deposit is posted once).
 */
@CommandHandler(PostDepositCommand)
export class PostDepositHandler implements ICommandHandler<PostDepositCommand> {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly facts: DepositFactsRepository,
    private readonly guard: DepositGuard,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ body, actor }: PostDepositCommand): Promise<DepositAnswer & { Message: string }> {
    const id = body.ShowEventId;
    const scope = await this.deposits.scope(actor);
    await this.guard.hold([id], async () => {
      const showEvent = await this.deposits.showEvent(id, scope);
      if (!showEvent) throw new NotFoundError('The show event');
      const readAt = await this.store.headPosition();
      await this.ledger.awaitProjected(DepositFigureProjections, readAt);
      const figures = (await this.facts.figuresOf([id])).get(id)!;
      const posted = await this.guard.isPosted(id);
      const decision = decidePostDeposit({ showEvent, posted, now: new Date(), figures, expected: body.AmountToBePosted, userId: actor.userId, readAt });
      if (!decision.ok) throw await this.refusal(decision, id, scope);
      const data = DepositPostedV1.parse({ DepositId: await this.deposits.nextId(), ...decision.value });
      try {
        await this.ledger.append(
          depositStream(id),
          [{ id: depositEventId(id), type: DepositEventTypes.DepositPosted, data, metadata: { userId: actor.userId } }],
          { expectedRevision: 'no_stream', readBy: [DEPOSITS_PROJECTION] },
        );
      } catch (err) {
        // Only another process's post without the lock could get here (the lock serialises posts).
        if (err instanceof WrongExpectedVersionError)
          throw await this.refusal({ ok: false, code: 'DepositAlreadyPosted', message: DepositFailureMessages.AlreadyPosted }, id, scope);
        throw err;
      }
    });
    const deposit = await this.deposits.ofShowEvent(id, scope);
    if (!deposit) throw new NotFoundError('The show event');
    return { Message: DepositMessages.Posted, ...deposit };
  }

  /** A 409 carries the deposit as it stands (Current, as the concurrency answers do); the other refusals their code's status. */
  private async refusal(r: Rejected<DepositRejection>, showEventId: number, scope: number[] | null): Promise<HttpException> {
    if (rejectionStatus(r.code) !== 409) return rejectionException(r);
    if (r.code === 'DepositAlreadyPosted') {
      const last = (await this.store.readStream(depositStream(showEventId))).at(-1);
      if (last) await this.ledger.awaitProjected([DEPOSITS_PROJECTION], last.position);
    }
    const current = await this.deposits.ofShowEvent(showEventId, scope);
    return new HttpException({ Message: r.message, Current: current && DepositSchema.parse(current) }, 409);
  }
}
