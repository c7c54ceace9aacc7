import { CashboxOverrides, formatCurrency } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';
import { FigureLabels } from './cashboxColumns';

// The history of a cash box in the words of its screens, not the event's field names.

const EventLabels: Record<string, string> = {
  CashboxOverridden: 'Figures corrected',
  CashboxRetimed: 'Time corrected',
  CashboxAssigned: 'Show event assigned',
  CashboxEndCountPosted: 'End count posted',
};

/** What a history row's change is called: "Figures corrected" for CashboxOverridden. */
export const changeLabel = (eventType: string) => EventLabels[eventType] ?? eventType;

const overrideOf = new Map<string, string>(CashboxOverrides.map((o) => [o.Override, `${FigureLabels[o.Field]} override`]));

/** A changed field as the screen names it. */
export function fieldLabel(field: string): string {
  if (overrideOf.has(field)) return overrideOf.get(field)!;
  if (field === 'TimestampUtc') return 'Time';
  if (field === 'ShowEventId') return 'Show event';
  if (field === 'EndOfShiftCount') return 'End of shift count';
  return field;
}

/** A changed value as the screen shows it: money as '$1,234.56', times at the venue, flags as Yes/No. */
export function fieldValue(field: string, value: string | null, timeZone: string): string {
  if (value === null) return '—';
  if (overrideOf.has(field)) return formatCurrency(value);
  if (field === 'TimestampUtc') return formatDateTime(value, timeZone);
  if (field === 'EndOfShiftCount') return value === 'true' ? 'Yes' : 'No';
  if (field === 'ShowEventId') return `#${value}`;
  return value;
}
