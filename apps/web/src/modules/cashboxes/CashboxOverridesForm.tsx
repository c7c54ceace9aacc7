import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { type CashboxLog, CashboxMessages, CashboxOverrides, CashboxUpdateSchema, formatCurrency } from '@intermission/contracts';
import { cashboxRefusal } from './cashboxRules';
import { useZodForm } from '../ui/form/useZodForm';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useUpdateCashboxMutation } from './api';
import { FigureLabels, finalOf } from './cashboxColumns';
import { overrideFor } from './cashboxMath';

type Finals = Record<(typeof CashboxOverrides)[number]['Field'], string>;

/** Final values typed in, the contract's overrides out: override = final − original, 0 when not a number (§3). */
const overridesForm = (c: CashboxLog) =>
  z
    .object(Object.fromEntries(CashboxOverrides.map((o) => [o.Field, z.string()])) as Record<keyof Finals, z.ZodString>)
    .transform((v): z.input<typeof CashboxUpdateSchema> => {
      const overrides = Object.fromEntries(CashboxOverrides.map((o) => [o.Override, overrideFor(c[o.Field], v[o.Field])]));
      return { Id: c.Id, Version: c.Version, ...(overrides as Record<(typeof CashboxOverrides)[number]['Override'], string>) };
    })
    .pipe(CashboxUpdateSchema);

/** The settlement and tip figures of a cash box: the original as counted, and the final value to save (PUT cashboxes/update). */
export function CashboxOverridesForm({ cashbox, canEdit }: { cashbox: CashboxLog; canEdit: boolean }) {
  const update = useUpdateCashboxMutation();
  const defaults = Object.fromEntries(CashboxOverrides.map((o) => [o.Field, finalOf(cashbox, o.Field)])) as Finals;
  const { register, submit, formState } = useZodForm(overridesForm(cashbox), defaults, async (body, setFieldError) => {
    try {
      await update.mutateAsync(body);
      notifySuccess(CashboxMessages.Updated);
    } catch (err) {
      // Model state names the override fields; each message goes on the final value it comes from.
      const onFigure = (field: string, message: string) => setFieldError(CashboxOverrides.find((o) => o.Override === field)?.Field ?? field, message);
      showApiError(err, CashboxMessages.SaveFailed, { setFieldError: onFigure, ownMessageOn: cashboxRefusal });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Cash box overrides">
      <Table withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th ta="right">Original</Table.Th>
            <Table.Th ta="right">Override</Table.Th>
            <Table.Th>Final</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CashboxOverrides.map((o) => (
            <Table.Tr key={o.Field}>
              <Table.Td>{FigureLabels[o.Field]}</Table.Td>
              <Table.Td ta="right" data-testid={`original-${o.Field}`}>
                {formatCurrency(cashbox[o.Field])}
              </Table.Td>
              <Table.Td ta="right" data-testid={`override-${o.Field}`}>
                {formatCurrency(cashbox[o.Override])}
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Final ${FigureLabels[o.Field]}`}
                  readOnly={!canEdit}
                  inputMode="decimal"
                  {...register(o.Field)}
                  error={formState.errors[o.Field]?.message}
                  size="xs"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group mt="md">
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      )}
      {!canEdit && (
        <Text c="dimmed" size="sm" mt="xs">
          Read-only.
        </Text>
      )}
    </form>
  );
}
