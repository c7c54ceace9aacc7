import { Group, Paper, Text } from '@mantine/core';
import { formatCurrency } from '@intermission/contracts';
import type { OrderTotals } from '@intermission/domain';

/** Estimated Bill (Σ Qty × Cost), Total Cost (goods and charges) and PPV (billed − total cost), as document 3 §5 defines them. */
export function OrderTotalsView({ totals }: { totals: OrderTotals }) {
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={label}>
        {formatCurrency(value)}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="sm" role="group" aria-label="Order totals">
      <Group gap="xl">
        {fact('Estimated Bill', totals.EstimatedBill)}
        {fact('Total Cost', totals.TotalCost)}
        {fact('PPV', totals.PPV)}
      </Group>
    </Paper>
  );
}
