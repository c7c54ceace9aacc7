import { Anchor, Button, Group } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router';
import type { Cashbox } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { endCountColumn, figureColumns, identityColumns, totalColumn } from './cashboxColumns';

interface Props {
  rows: Cashbox[];
  canEdit: boolean;
  onEditTime: (c: Cashbox) => void;
}

/** The cash boxes a reconciliation search found, with their show event, and the timestamp and override edits. */
export function ReconciliationGrid({ rows, canEdit, onEditTime }: Props) {
  const columns: ColDef<Cashbox>[] = [
    ...identityColumns,
    {
      headerName: '',
      colId: 'actions',
      minWidth: 170,
      cellRenderer: (p: ICellRendererParams<Cashbox>) =>
        p.data ? (
          <Group gap="xs" wrap="nowrap">
            {canEdit && (
              <Button size="compact-xs" variant="light" onClick={() => onEditTime(p.data!)} aria-label={`Edit time of cash box ${p.data.Id}`}>
                Edit Time
              </Button>
            )}
            <Anchor component={Link} to={`/cashboxes/edit?id=${p.data.Id}`} size="sm" aria-label={`Edit cash box ${p.data.Id}`}>
              {canEdit ? 'Edit' : 'View'}
            </Anchor>
          </Group>
        ) : null,
    },
    { headerName: 'Show Event', colId: 'showEvent', valueGetter: (p) => p.data?.ShowEvent ?? 'Unassigned', minWidth: 180 },
    totalColumn,
    endCountColumn,
    ...figureColumns,
  ];
  return (
    <DataGrid<Cashbox>
      label="Cash box reconciliation"
      rows={rows}
      columns={columns}
      minColumnWidth={80}
      emptyText="No cash boxes match the filter."
      options={{ getRowId: (p) => String(p.data.Id) }}
    />
  );
}
