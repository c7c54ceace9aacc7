import { TransferType } from '@intermission/domain';

export { NothingTo, TransferType } from '@intermission/domain';

/** Transfer type names as the screens show them (ids of document 3 §3). */
export const TransferTypeLabels: Record<number, string> = {
  [TransferType.Inventory]: 'Inventory',
  [TransferType.PatronRoom]: 'Patrons Room',
  [TransferType.Billable]: 'Billable',
  [TransferType.Catering]: 'Catering',
  [TransferType.Initializing]: 'Initializing',
  [TransferType.GainLost]: 'Gain/Loss',
  [TransferType.Wastage]: 'Wastage',
};
