import { type Rejected, reject } from '../decision';

/** What a posted deposit closes for its show event (document 2 §4: "After posting, no more changes are allowed"). */
export type ClosedWrite = 'manual sales' | 'petty cash' | 'cash box corrections';

export type DepositRejection = 'DepositPosted' | 'DepositAlreadyPosted' | 'DepositFiguresChanged' | 'DepositShowEventNotFound' | 'DepositNotEnded';

/** The refusal of a write to a show event whose deposit is posted: one text per kind of write. */
export function depositClosed(what: ClosedWrite): Rejected<'DepositPosted'> {
  return reject('DepositPosted', `The deposit for this show event has been posted: no more ${what} can be made for it.`);
}
