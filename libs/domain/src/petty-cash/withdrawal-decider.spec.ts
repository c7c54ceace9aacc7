import type { PettyCashWithdrawn } from '@intermission/contracts';
import { deciderSpecification } from '../test-support/decider-specification';
import { type WithdrawalEvent, withdrawalDecider } from './withdrawal-decider';

const withdrawn: PettyCashWithdrawn = {
  WithdrawalId: 7,
  TheatreId: 3,
  ShowEventId: 11,
  ReasonId: 5,
  TransactionDateUtc: '2026-11-20T23:30:00.000Z',
  Amount: '12.50',
  UserId: 1,
  At: '2026-11-21T01:00:00.000Z',
};
const Withdrawn: WithdrawalEvent = { type: 'PettyCashWithdrawn', data: withdrawn };
const Edited: WithdrawalEvent = { type: 'PettyCashWithdrawalEdited', data: { ...withdrawn, Amount: '13.00' } };
const Deleted: WithdrawalEvent = { type: 'PettyCashWithdrawalDeleted', data: { WithdrawalId: 7, TheatreId: 3, Amount: '13.00', UserId: 1, At: withdrawn.At } };
const Exported: WithdrawalEvent = { type: 'PettyCashWithdrawalExported', data: { WithdrawalId: 7, ExportId: 40, At: withdrawn.At } };

const showEvent = { TheatreId: 3, Start: '2026-11-22T00:00:00.000Z' };
const facts = { showEvent, theatreId: 3, reasonIsListed: true, amount: '20.00' };
const spec = deciderSpecification(withdrawalDecider);

describe('petty cash withdrawals (document 1 §4)', () => {
  it.each([
    { title: 'a withdrawal naming no show event', given: [], when: { kind: 'withdraw', ...facts, showEvent: null }, fails: 'NotAShowEvent' },
    { title: "another theatre's show event", given: [], when: { kind: 'withdraw', ...facts, theatreId: 4 }, fails: 'ShowEventOfAnotherTheatre' },
    { title: 'a reason not on the petty cash list', given: [], when: { kind: 'withdraw', ...facts, reasonIsListed: false }, fails: 'NotAPettyCashReason' },
    { title: 'an amount of 0', given: [], when: { kind: 'withdraw', ...facts, amount: '0.00' }, fails: 'AmountNotPositive' },
    { title: 'editing an unknown withdrawal', given: [], when: { kind: 'edit', version: 1, ...facts }, fails: 'WithdrawalNotFound' },
    { title: 'editing a deleted withdrawal', given: [Withdrawn, Deleted], when: { kind: 'edit', version: 2, ...facts }, fails: 'WithdrawalNotFound' },
    { title: 'editing on a stale Version', given: [Withdrawn, Edited], when: { kind: 'edit', version: 1, ...facts }, fails: 'WithdrawalStale' },
    {
      title: "moving it to another theatre's show event",
      given: [Withdrawn],
      when: { kind: 'edit', version: 1, ...facts, showEvent: { TheatreId: 4, Start: showEvent.Start } },
      fails: 'ShowEventOfAnotherTheatre',
    },
    { title: 'deleting an exported withdrawal', given: [Withdrawn, Exported], when: { kind: 'delete' }, fails: 'WithdrawalExported' },
    { title: 'deleting it twice', given: [Withdrawn, Deleted], when: { kind: 'delete' }, fails: 'WithdrawalNotFound' },
  ] as const)('refuses $title', ({ given, when, fails }) => {
    spec
      .given([...given])
      .when(when)
      .thenFails(fails);
  });

  it('takes the theatre and the transaction time from the show event', () => {
    spec
      .given([])
      .when({ kind: 'withdraw', ...facts, theatreId: null })
      .then({ kind: 'withdraw', TheatreId: 3, TransactionDateUtc: showEvent.Start });
  });

  it('edits on the current Version (an export counts as a change)', () => {
    spec
      .given([Withdrawn, Edited, Exported])
      .when({ kind: 'edit', version: 3, ...facts })
      .then({ kind: 'edit', TheatreId: 3, TransactionDateUtc: showEvent.Start });
  });

  it('deletes one not exported', () => {
    spec.given([Withdrawn, Edited]).when({ kind: 'delete' }).then({ kind: 'delete' });
  });

  it('says why an exported one stays, in the words of §8', () => {
    const state = [Withdrawn, Exported].reduce(withdrawalDecider.evolve, withdrawalDecider.initialState());
    expect(withdrawalDecider.decide({ kind: 'delete' }, state)).toMatchObject({
      ok: false,
      message: 'Petty Cash Withdrawal cannot be deleted because it was already included on an export',
    });
  });
});
