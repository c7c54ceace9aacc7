import { Anchor, Button } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router';
import { type Cashbox, CashboxMessages, CashboxOverrideFields, CashboxOverrides, formatCurrency } from '@intermission/contracts';
import { cashboxRefusal } from './cashboxRules';
import { DataGrid, editableGridOptions } from '../ui/DataGrid';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { usePostEndCountMutation, useUpdateCashboxMutation } from './api';
import { FigureLabels, finalOf, identityColumns, totalColumn } from './cashboxColumns';
import { overrideFor } from './cashboxMath';

interface Props {
  cashboxes: Cashbox[];
  /** End counts may be posted (not locked, the user's to change). */
  canPostEndCount: boolean;
  /** Settlement and tip figures may be corrected. */
  canEditFigures: boolean;
}

/**
 * The show's cash boxes with their settlement and tip figures editable as final values: a change is
 * saved at once as overrides (override = final − original, 0 when not a number; PUT cashboxes/update),
 * and an end log's end count is posted from its row (PUT shows/cashbox-endcount).
 */
export function CashboxesEditableGrid({ cashboxes, canPostEndCount, canEditFigures }: Props) {
  const update = useUpdateCashboxMutation();
  const postEndCount = usePostEndCountMutation();

  const saveFinal = async (c: Cashbox, field: (typeof CashboxOverrides)[number], typed: unknown) => {
    const overrides = Object.fromEntries(CashboxOverrideFields.map((f) => [f, c[f]])) as Record<(typeof CashboxOverrideFields)[number], string>;
    overrides[field.Override] = overrideFor(c[field.Field], typeof typed === 'number' || typeof typed === 'string' ? typed : null);
    try {
      await update.mutateAsync({ Id: c.Id, Version: c.Version, ...overrides });
      notifySuccess(CashboxMessages.Updated);
    } catch (err) {
      showApiError(err, CashboxMessages.SaveFailed, { ownMessageOn: cashboxRefusal });
    }
  };

  const handlePostEndCount = async (c: Cashbox) => {
    try {
      await postEndCount.mutateAsync({ CashboxId: c.Id });
      notifySuccess(CashboxMessages.Saved);
    } catch (err) {
      // The server's refusal ('Please locate the missing start cash box…') is the message to show.
      showApiError(err, CashboxMessages.SaveFailed, { ownMessageOn: cashboxRefusal });
    }
  };

  const columns: ColDef<Cashbox>[] = [
    ...identityColumns,
    totalColumn,
    ...CashboxOverrides.map<ColDef<Cashbox>>((o) => ({
      headerName: FigureLabels[o.Field],
      colId: o.Field,
      type: 'rightAligned',
      minWidth: 130,
      editable: canEditFigures,
      valueGetter: (p) => (p.data ? finalOf(p.data, o.Field) : ''),
      valueFormatter: (p) => formatCurrency(p.value as string),
      // The figure named for assistive technology, shown as money.
      cellRenderer: (p: ICellRendererParams<Cashbox>) =>
        p.data ? (
          <span aria-label={`${FigureLabels[o.Field]} of cash box ${p.data.Id}`} style={{ display: 'block', width: '100%' }}>
            {p.valueFormatted ?? p.value}
          </span>
        ) : null,
      // The grid does not keep the typed value: the saved answer refreshes the row.
      valueSetter: (p) => {
        if (p.data && String(p.newValue ?? '') !== String(p.oldValue ?? '')) void saveFinal(p.data, o, p.newValue);
        return false;
      },
    })),
    {
      headerName: 'End Count',
      colId: 'endCount',
      minWidth: 150,
      cellRenderer: (p: ICellRendererParams<Cashbox>) => {
        const c = p.data;
        if (!c || c.LogTypeId !== 2) return null;
        if (c.EndOfShiftCount) return 'Posted';
        return canPostEndCount ? (
          <Button size="compact-xs" variant="light" onClick={() => void handlePostEndCount(c)} aria-label={`Post end count of cash box ${c.Id}`}>
            Post End Count
          </Button>
        ) : (
          'Not posted'
        );
      },
    },
    {
      headerName: '',
      colId: 'edit',
      maxWidth: 80,
      cellRenderer: (p: ICellRendererParams<Cashbox>) =>
        p.data ? (
          <Anchor component={Link} to={`/cashboxes/edit?id=${p.data.Id}`} size="sm">
            Edit
          </Anchor>
        ) : null,
    },
  ];
  return (
    <DataGrid<Cashbox>
      label="Editable cash boxes"
      rows={cashboxes}
      columns={columns}
      height={52 + 42 * Math.max(3, Math.min(cashboxes.length, 10))}
      minColumnWidth={80}
      emptyText="No cash boxes for this show."
      options={{ ...editableGridOptions, getRowId: (p) => String(p.data.Id), onCellValueChanged: () => undefined }}
    />
  );
}
