import type { OverShortReport } from '@intermission/contracts';

type Row = OverShortReport['Rows'][number];
export type OverShortDrawerLine = NonNullable<Row['Drawers']>[number];

/** A report row with its drawers, as the Drawers table shows them beneath it. */
export interface OverShortDrawerGroup {
  key: string;
  /** 'Show event · sales location', as the drill-down names the row. */
  name: string;
  /** The row's cash over/short: what its drawers add up to (docs/reports.md "Per drawer"). */
  cashOverShort: number;
  drawers: OverShortDrawerLine[];
}

/** The groups of the Drawers table: one per row that has drawers, in the grid's order (an older answer without Drawers: none). */
export function drawerGroups(rows: readonly Row[]): OverShortDrawerGroup[] {
  return rows
    .filter((r) => r.Drawers?.length)
    .map((r) => ({
      key: `${r.ShowEventId}:${r.SalesLocationId}`,
      name: `${r.ShowEvent} · ${r.SalesLocation}`,
      cashOverShort: r.Tenders.find((t) => t.PaymentMethodId === 1)?.OverShort ?? 0,
      drawers: r.Drawers!,
    }));
}

/** A drawer's station as shown: its name, or the cash sold with no station. */
export const drawerStation = (d: OverShortDrawerLine) => d.StationName ?? (d.StationId === null ? 'No station (manual sales)' : String(d.StationId));
