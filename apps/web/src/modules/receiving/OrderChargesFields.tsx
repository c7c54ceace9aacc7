import { SimpleGrid, TextInput } from '@mantine/core';
import { chargeFields, chargeValue, type OrderForm } from './orderForm';

interface Props {
  form: OrderForm;
  disabled?: boolean;
}

/** Freight, supplies, deposits, goods to return and the billed amount of an order, the schema's messages on them. */
export function OrderChargesFields({ form, disabled }: Props) {
  const { register, formState } = form;
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
          {...register(field, { setValueAs: chargeValue })}
          error={formState.errors[field]?.message}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
