import { ActionIcon, Select, Table, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { formatCurrency, type SaleMenu } from '@intermission/contracts';
import { chooseKit, type EntryLine, removeLine, setQty } from './saleEntryLines';

type MenuKit = SaleMenu['MenuKits'][number];

interface Props {
  lines: EntryLine[];
  kits: MenuKit[];
  /** The schema's message per line (its quantity), by index. */
  errors?: (string | undefined)[];
  disabled?: boolean;
  onChange: (lines: EntryLine[]) => void;
}

const lineTotal = (qty: string | null, price: number | undefined) => {
  if (price === undefined || !qty || !/^-?\d+(\.\d+)?$/.test(qty.trim())) return '';
  return formatCurrency(new Decimal(qty.trim()).times(price).toFixed(4));
};

/**
 * The sale's lines: a kit of the sales location's menu and a quantity (negative to refund), the
 * menu's price and the line's total. The last line is always empty; choosing a kit on it adds another.
 */
export function SaleLinesTable({ lines, kits, errors = [], disabled, onChange }: Props) {
  const options = kits.map((k) => ({ value: String(k.KitId), label: k.Name }));
  const price = new Map(kits.map((k) => [k.KitId, k.Price]));
  return (
    <Table withTableBorder verticalSpacing={4} aria-label="Line items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kit</Table.Th>
          <Table.Th w={140}>Quantity</Table.Th>
          <Table.Th w={120} ta="right">
            Price
          </Table.Th>
          <Table.Th w={130} ta="right">
            Line Total
          </Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l, i) => {
          const n = i + 1;
          const trailing = i === lines.length - 1;
          return (
            <Table.Tr key={`${i}:${l.KitId ?? 'new'}`}>
              <Table.Td>
                <Select
                  aria-label={`Kit of line ${n}`}
                  placeholder={kits.length ? 'Choose a kit' : 'No kits'}
                  searchable
                  clearable={!trailing}
                  data={options}
                  value={l.KitId ? String(l.KitId) : null}
                  onChange={(v) => onChange(chooseKit(lines, i, v ? Number(v) : null))}
                  disabled={disabled || !kits.length}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Quantity of line ${n}`}
                  inputMode="decimal"
                  value={l.Qty ?? ''}
                  onChange={(e) => onChange(setQty(lines, i, e.currentTarget.value))}
                  error={errors[i]}
                  disabled={disabled}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{l.KitId && price.has(l.KitId) ? formatCurrency(price.get(l.KitId)!) : ''}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" aria-label={`Total of line ${n}`}>
                  {l.KitId ? lineTotal(l.Qty, price.get(l.KitId)) : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {!trailing && (
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${n}`} onClick={() => onChange(removeLine(lines, i))} disabled={disabled}>
                    ×
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
