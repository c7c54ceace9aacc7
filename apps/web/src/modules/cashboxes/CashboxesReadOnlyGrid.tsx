import type { Cashbox } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { denominationColumns, endCountColumn, figureColumns, identityColumns, totalColumn } from './cashboxColumns';

/** The cash boxes as the stations counted them: denominations, total, end count and the final figures (read-only). */
export function CashboxesReadOnlyGrid({ cashboxes, label, emptyText }: { cashboxes: Cashbox[]; label: string; emptyText: string }) {
  return (
    <DataGrid<Cashbox>
      label={label}
      rows={cashboxes}
      columns={[...identityColumns, ...denominationColumns, totalColumn, endCountColumn, ...figureColumns]}
      height={52 + 42 * Math.max(3, Math.min(cashboxes.length, 10))}
      minColumnWidth={80}
      emptyText={emptyText}
      options={{ getRowId: (p) => String(p.data.Id) }}
    />
  );
}
