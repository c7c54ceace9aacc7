import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { DataGrid } from '../ui/DataGrid';
import type { ExportSettings, ManagedItem } from './api';

type Mapping = ExportSettings['AccountMappings'][number];
/** One account of ours and the name it has in the accounting service ('' for none). */
type Row = { Id: number; Name: string; AccountName: string };

interface Props {
  accounts: ManagedItem[];
  value: Mapping[];
  onChange: (value: Mapping[]) => void;
  disabled: boolean;
}

/**
 * The account mappings of the export settings: a row of data per account of ours (the account
 * lists' items), its name in the accounting service edited in the grid; a blank name is no mapping.
 */
export function AccountMappingsGrid({ accounts, value, onChange, disabled }: Props) {
  const rows = useMemo<Row[]>(
    () => accounts.map((a) => ({ Id: a.Id, Name: a.Name, AccountName: value.find((m) => m.ManagedItemId === a.Id)?.AccountName ?? '' })),
    [accounts, value],
  );
  const columns = useMemo<ColDef<Row>[]>(
    () => [
      { field: 'Name', headerName: 'Our account' },
      {
        field: 'AccountName',
        headerName: 'Account in the accounting service',
        editable: !disabled,
        singleClickEdit: true,
        cellEditor: 'agTextCellEditor',
        cellEditorParams: { maxLength: 200 },
      },
    ],
    [disabled],
  );
  const set = (id: number, name: string) =>
    onChange([...value.filter((m) => m.ManagedItemId !== id), ...(name.trim() ? [{ ManagedItemId: id, AccountName: name }] : [])]);
  return (
    <DataGrid<Row>
      label="Account mappings"
      rows={rows}
      columns={columns}
      height={360}
      options={{
        getRowId: (p) => String(p.data.Id),
        stopEditingWhenCellsLoseFocus: true,
        onCellValueChanged: (e) => e.data && set(e.data.Id, String(e.newValue ?? '')),
      }}
    />
  );
}
