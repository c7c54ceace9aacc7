import { Group, Paper } from '@mantine/core';
import { formatCurrency, type ReceivedOrder } from '@intermission/contracts';
import type { OrderTotals } from '@intermission/domain';
import { fact } from '../ui/Fact';

/** Estimated Bill (Σ Qty × Cost), Total Cost (goods and charges) and PPV (billed − total cost), as document 3 §5 defines them. */
export function OrderTotalsView({ totals }: { totals: Pick<ReceivedOrder, 'EstimatedBill' | 'TotalCost' | 'PPV'> | OrderTotals }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label="Order totals">
      <Group gap="xl">
        {fact('Estimated Bill', formatCurrency(totals.EstimatedBill), { strong: true, named: true })}
        {fact('Total Cost', formatCurrency(totals.TotalCost), { strong: true, named: true })}
        {fact('PPV', formatCurrency(totals.PPV), { strong: true, named: true })}
      </Group>
    </Paper>
  );
}
