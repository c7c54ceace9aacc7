import { MovementType, type TransferListItem } from '@intermission/contracts';

export { NothingTo } from '@intermission/domain';

/** Transfer type names as the screens show them (ids of document 3 §3). */
export const TransferTypeLabels: Record<number, string> = {
  [MovementType.Inventory]: 'Inventory',
  [MovementType.PatronRoom]: 'Patrons Room',
  [MovementType.Billable]: 'Billable',
  [MovementType.Catering]: 'Catering',
  [MovementType.Initializing]: 'Initializing',
  [MovementType.GainLost]: 'Gain/Loss',
  [MovementType.Wastage]: 'Wastage',
};

/**
 * What a movement with one side has instead of a location there: a count's gain comes from the count
 * and its loss goes to it; an initialization comes from the opening count; wastage goes to waste.
 */
export function sideName(t: Pick<TransferListItem, 'TypeId' | 'FromName' | 'ToName'>, side: 'From' | 'To'): string {
  const name = side === 'From' ? t.FromName : t.ToName;
  if (name) return name;
  if (t.TypeId === MovementType.GainLost) return side === 'From' ? 'Count (gain)' : 'Count (loss)';
  if (t.TypeId === MovementType.Initializing && side === 'From') return 'Opening count';
  if (t.TypeId === MovementType.Wastage && side === 'To') return 'Wasted';
  return '';
}
