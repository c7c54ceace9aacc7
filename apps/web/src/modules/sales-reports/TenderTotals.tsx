import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { formatCurrency, type SalesTender } from '@intermission/contracts';

interface Totals {
  CashTotal: number;
  CreditTotal: number;
  VoucherTotal: number;
  PreOrderTotal: number;
  TabTotal: number;
  DiscountAmount: number;
}

const tenders: [SalesTender, keyof Totals, string][] = [
  ['Cash', 'CashTotal', 'Cash'],
  ['Credit', 'CreditTotal', 'Credit'],
  ['Voucher', 'VoucherTotal', 'Voucher'],
  ['PreOrder', 'PreOrderTotal', 'Pre-Order'],
  ['Tab', 'TabTotal', 'Tab'],
  ['Discount', 'DiscountAmount', 'Discount'],
];

/** The totals by tender and the discount (document 2 §3 "Response totals"); each opens its sales. */
export function TenderTotals({ totals, onDrill }: { totals: Totals; onDrill: (tender: SalesTender, label: string) => void }) {
  return (
    <Group gap="sm" mt="md" data-testid="tender-totals">
      {tenders.map(([tender, key, label]) => (
        <Paper key={tender} withBorder p="xs" miw={130}>
          <UnstyledButton onClick={() => onDrill(tender, label)} aria-label={`${label} total: open the sales`} w="100%">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} data-testid={`total-${tender}`}>
              {formatCurrency(totals[key])}
            </Text>
          </UnstyledButton>
        </Paper>
      ))}
    </Group>
  );
}
