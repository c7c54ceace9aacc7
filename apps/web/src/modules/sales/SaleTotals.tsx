import { Group } from '@mantine/core';
import { formatCurrency } from '@intermission/contracts';
import type { SaleAmounts } from '@intermission/domain';
import { fact } from '../ui/Fact';

/** The live amounts of document 2 §5 "Sale amounts". */
export function SaleTotals({ amounts }: { amounts: SaleAmounts }) {
  return (
    <Group gap="xl" data-testid="sale-totals">
      {fact('Subtotal', formatCurrency(amounts.Subtotal.toFixed(2)), { named: true })}
      {fact('Discounted Total', formatCurrency(amounts.DiscountedTotal.toFixed(2)), { strong: true, named: true })}
      {fact('Discount Payment', formatCurrency(amounts.DiscountAmount.toFixed(2)), { named: true })}
    </Group>
  );
}
