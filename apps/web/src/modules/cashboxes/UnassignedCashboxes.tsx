import { Button } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { type Cashbox, CashboxMessages } from '@intermission/contracts';
import { cashboxRefusal } from './cashboxRules';
import { DataGrid } from '../ui/DataGrid';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useSaveCashboxTimestampMutation, useUnassignedCashboxes } from './api';
import { denominationColumns, identityColumns, totalColumn } from './cashboxColumns';

/**
 * Counts of this theatre's stations near the show's time that name no show event; each can be
 * assigned to this show (PUT cashboxes/ with the ShowEventId, the timestamp unchanged).
 */
export function UnassignedCashboxes({ showEventId, canAssign }: { showEventId: number; canAssign: boolean }) {
  const unassigned = useUnassignedCashboxes(showEventId);
  const assign = useSaveCashboxTimestampMutation();

  const handleAssign = async (c: Cashbox) => {
    try {
      await assign.mutateAsync({ Id: c.Id, Version: c.Version, TimestampUtc: c.TimestampUtc, ShowEventId: showEventId });
      notifySuccess(CashboxMessages.Saved);
    } catch (err) {
      showApiError(err, CashboxMessages.SaveFailed, { ownMessageOn: cashboxRefusal });
    }
  };

  const columns: ColDef<Cashbox>[] = [
    ...identityColumns,
    ...denominationColumns,
    totalColumn,
    ...(canAssign
      ? [
          {
            headerName: '',
            colId: 'assign',
            minWidth: 150,
            cellRenderer: (p: ICellRendererParams<Cashbox>) =>
              p.data ? (
                <Button size="compact-xs" variant="light" onClick={() => void handleAssign(p.data!)} aria-label={`Assign cash box ${p.data.Id} to this show`}>
                  Assign to Show
                </Button>
              ) : null,
          } satisfies ColDef<Cashbox>,
        ]
      : []),
  ];
  const rows = unassigned.data ?? [];
  return (
    <DataGrid<Cashbox>
      label="Unassigned cash boxes"
      rows={rows}
      columns={columns}
      height={52 + 42 * Math.max(2, Math.min(rows.length, 8))}
      minColumnWidth={80}
      emptyText={unassigned.isError ? 'The unassigned cash boxes could not be loaded.' : 'No unassigned cash boxes near this show.'}
      options={{ getRowId: (p) => String(p.data.Id) }}
    />
  );
}
