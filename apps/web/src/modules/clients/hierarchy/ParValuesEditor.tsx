import { Input, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type ParValueGood, ParValuesSaveSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type ParValuesValues = z.output<typeof ParValuesSaveSchema>;

/** A par value as typed: blank for none; trailing zeros of the stored decimal dropped. */
const shown = (v: string | number | null) => (v === null ? '' : String(v).includes('.') ? String(v).replace(/\.?0+$/, '') : String(v));

/** The goods that have a par value, for the section's view. */
export function ParValuesView({ goods }: { goods: ParValueGood[] | undefined }) {
  const set = (goods ?? []).filter((g) => g.ParValue !== null && Number(g.ParValue) > 0);
  if (!set.length) return <Text c="dimmed">No par values set.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={4}>
      {set.map((g) => (
        <Text key={g.Id}>
          {g.Name}: {shown(g.ParValue)}
        </Text>
      ))}
    </SimpleGrid>
  );
}

interface Props {
  goods: ParValueGood[];
  /** The sales location's Version, sent with the save. */
  version: number;
  onSave: OnSave<ParValuesValues>;
}

/**
 * Par values (document 1 §2.4, §5): a number per tracked good, checked by the contracts'
 * ParValuesSaveSchema, which drops the entries of 0 or less (and blanks) and wants one to remain.
 */
export function ParValuesEditor({ goods, version, onSave }: Props) {
  const { register, submit, formState } = useZodForm(
    ParValuesSaveSchema,
    { ParValues: goods.map((g) => ({ GoodId: g.Id, ParValue: shown(g.ParValue) })), Version: version },
    onSave,
  );
  const groups = new Map<string, { good: ParValueGood; index: number }[]>();
  goods.forEach((good, index) => groups.set(good.CategoryName ?? 'Other', [...(groups.get(good.CategoryName ?? 'Other') ?? []), { good, index }]));
  const listError = formState.errors.ParValues?.message ?? formState.errors.ParValues?.root?.message;
  return (
    <form onSubmit={submit} noValidate>
      {goods.length === 0 && <Text c="dimmed">There are no tracked goods.</Text>}
      {[...groups].map(([category, items]) => (
        <div key={category}>
          <Text size="sm" fw={600} mt="xs">
            {category}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {items.map(({ good, index }) => (
              <TextInput key={good.Id} label={good.Name} inputMode="decimal" {...register(`ParValues.${index}.ParValue`)} />
            ))}
          </SimpleGrid>
        </div>
      ))}
      {listError && <Input.Error mt="xs">{listError}</Input.Error>}
      <SubmitButton submitting={formState.isSubmitting} />
    </form>
  );
}
