import { SimpleGrid, TextInput } from '@mantine/core';
import { type ChargeField, chargeFields, amountError, type OrderDraft } from './orderDraft';

interface Props {
  draft: OrderDraft;
  onChange: (field: ChargeField, text: string) => void;
  disabled?: boolean;
}

/** Freight, supplies, deposits, goods to return and the billed amount of an order. */
export function OrderChargesFields({ draft, onChange, disabled }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      {chargeFields.map(({ field, label }) => (
        <TextInput
          key={field}
          label={label}
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          placeholder="0.00"
          value={draft[field]}
          error={amountError(draft[field])}
          disabled={disabled}
          onChange={(e) => onChange(field, e.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
