import { Group, Paper } from '@mantine/core';
import { formatCurrency, type PatronsRoomReport } from '@intermission/contracts';
import { fact } from '../ui/Fact';
import { RevenueEditor } from './RevenueEditor';

interface Props {
  report: PatronsRoomReport;
  /** The month of one room: its revenue is shown for editing. */
  month: { roomId: number; year: number; month: number } | null;
  canEdit: boolean;
}

/** The month's total cost, revenue and cost as a percentage of revenue; one room's revenue editor beside them. */
export function PatronsRoomTotals({ report, month, canEdit }: Props) {
  return (
    <Paper withBorder p="sm" mb="md" role="group" aria-label="Report totals">
      <Group gap="xl" align="flex-end">
        {fact('Total Cost', formatCurrency(report.TotalCost), { strong: true, named: true })}
        {fact('Revenue', report.Revenue === null ? 'Not entered' : formatCurrency(report.Revenue), { strong: true, named: true })}
        {fact('Cost % of revenue', report.CostPercent === null ? '—' : `${report.CostPercent}%`, { strong: true, named: true })}
        {month && <RevenueEditor {...month} canEdit={canEdit} />}
      </Group>
    </Paper>
  );
}
