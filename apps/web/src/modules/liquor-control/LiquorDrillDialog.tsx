import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import type { LiquorControlDrillRow } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DrillDialog, openColumn } from '../ui/DrillDialog';
import { formatDateTime } from '../ui/formatDateTime';
import { type LiquorDrillTarget, useLiquorDrillPages } from './api';
import { formatDay } from './format';
import { LiquorFigureLabels } from './LiquorControlGrid';

const kinds: Record<LiquorControlDrillRow['Kind'], string> = {
  sale: 'Sale',
  opening: 'Opening',
  transfer: 'Transfer',
  count: 'End-of-day count',
  movement: 'After the count',
};

/** "<Good> at <stand>, <day> · <figure>": the sales, movements and count behind it, each with its ounces (they add up to the figure). */
export function LiquorDrillDialog({ target, timeZone, onClose }: { target: LiquorDrillTarget | null; timeZone: string; onClose: () => void }) {
  const pages = useLiquorDrillPages(target);
  const columns = useMemo<ColDef<LiquorControlDrillRow>[]>(
    () => [
      { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, timeZone) : '') },
      { headerName: 'What', minWidth: 130, valueGetter: (p) => (p.data ? kinds[p.data.Kind] : '') },
      { headerName: 'Description', field: 'Description', minWidth: 220 },
      { headerName: 'Units', type: 'rightAligned', minWidth: 90, valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
      { headerName: 'Ounces', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatQuantity(p.data.Volume) : '') },
      { headerName: 'Station', field: 'StationName', minWidth: 130 },
      openColumn,
    ],
    [timeZone],
  );
  return (
    <DrillDialog<LiquorControlDrillRow>
      title={target ? `${target.Good} at ${target.SalesLocation}, ${formatDay(target.Day)} · ${LiquorFigureLabels[target.Column]}` : null}
      pages={target ? pages : null}
      columns={columns}
      label="Liquor control drill-down"
      emptyText="Nothing is behind this figure: the day has no end-of-day count."
      failureText="The lines could not be loaded."
      onClose={onClose}
    />
  );
}
