import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ParValueGood } from './types';

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

/**
 * Par values (document 1 §2.4, §5): a number per tracked good. On save the entries of 0 or less
 * (and blanks) are dropped; the server answers when none remain.
 */
export function ParValuesEditor({ goods, onSave }: { goods: ParValueGood[]; onSave: (values: { GoodId: number; ParValue: string }[]) => Promise<unknown> }) {
  const [values, setValues] = useState<Record<number, string>>(() => Object.fromEntries(goods.map((g) => [g.Id, shown(g.ParValue)])));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const kept = goods
      .map((g) => ({ GoodId: g.Id, ParValue: (values[g.Id] ?? '').trim() }))
      .filter((v) => v.ParValue !== '' && !Number.isNaN(Number(v.ParValue)) && Number(v.ParValue) > 0);
    setSaving(true);
    try {
      await onSave(kept);
    } finally {
      setSaving(false);
    }
  };
  const groups = new Map<string, ParValueGood[]>();
  for (const g of goods) groups.set(g.CategoryName ?? 'Other', [...(groups.get(g.CategoryName ?? 'Other') ?? []), g]);
  return (
    <>
      {goods.length === 0 && <Text c="dimmed">There are no tracked goods.</Text>}
      {[...groups].map(([category, items]) => (
        <div key={category}>
          <Text size="sm" fw={600} mt="xs">
            {category}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {items.map((g) => (
              <TextInput
                key={g.Id}
                label={g.Name}
                inputMode="decimal"
                value={values[g.Id] ?? ''}
                onChange={(e) => setValues({ ...values, [g.Id]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </div>
      ))}
      <Group mt="sm">
        <Button onClick={save} loading={saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
