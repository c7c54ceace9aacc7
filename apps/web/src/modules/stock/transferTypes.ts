import { CountAdjustmentLabels, MovementType, type TransferListItem } from '@intermission/contracts';

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
 * A count is recorded at its location (To) whatever its sign, so a loss (CountAdjustment, by its net
 * sign: docs/stock.md "Count labels") is shown from its location to 'Count (loss)'.
 */
export function sideName(t: Pick<TransferListItem, 'TypeId' | 'FromName' | 'ToName' | 'CountAdjustment'>, side: 'From' | 'To'): string {
  if (t.TypeId === MovementType.GainLost) {
    const place = t.FromName ?? t.ToName ?? '';
    const label = t.CountAdjustment ?? (t.FromName ? CountAdjustmentLabels.Loss : CountAdjustmentLabels.Gain);
    const gain = label === CountAdjustmentLabels.Gain;
    return side === 'From' ? (gain ? label : place) : gain ? place : label;
  }
  const name = side === 'From' ? t.FromName : t.ToName;
  if (name) return name;
  if (t.TypeId === MovementType.Initializing && side === 'From') return 'Opening count';
  if (t.TypeId === MovementType.Wastage && side === 'To') return 'Wasted';
  return '';
}
