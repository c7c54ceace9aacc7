import { Alert, Button, Group, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCurrency, type Kit, KitMessages, sumOfProducts } from '@intermission/contracts';
import { DualListPicker } from '../ui/DualListPicker';
import { useKitCategoriesQuery, useKitGoodsQuery } from './api';

interface PickGood {
  Id: number;
  Name: string;
  DefaultPrice: string;
  Quantity: string;
}

export interface KitDraft {
  Name: string;
  Description: string;
  DefaultPrice: string;
  goods: PickGood[];
  categories: { Id: number; Name: string }[];
}

export const draftOfKit = (k?: Kit): KitDraft => ({
  Name: k?.Name ?? '',
  Description: k?.Description ?? '',
  DefaultPrice: (k?.DefaultPrice ?? 0).toFixed(2),
  goods: (k?.KitGoods ?? []).map((g) => ({ Id: g.GoodId, Name: g.Good.Name, DefaultPrice: g.DefaultPrice.toFixed(2), Quantity: String(g.Quantity) })),
  categories: k?.Categories ?? [],
});

/** The body POST/PUT kits take. */
export type KitBody = ReturnType<typeof kitBody>;

export const kitBody = (d: KitDraft) => ({
  Name: d.Name,
  Description: d.Description,
  DefaultPrice: d.DefaultPrice,
  KitGoods: d.goods.map((g) => ({ GoodId: g.Id, Quantity: g.Quantity, DefaultPrice: g.DefaultPrice })),
  Categories: d.categories.map((c) => c.Id),
});

/** A kit: goods and categories moved between lists, the selected total = Σ DefaultPrice × Quantity. */
export function KitForm({ initial, onSave, readOnly }: { initial: KitDraft; onSave: (d: KitDraft) => Promise<unknown>; readOnly?: boolean }) {
  const [d, setD] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const goods = useKitGoodsQuery().data ?? [];
  const categories = useKitCategoriesQuery().data ?? [];
  const total = sumOfProducts(d.goods.map((g) => ({ price: g.DefaultPrice || '0', quantity: g.Quantity || '0' })));
  const handleSave = async () => {
    if (!d.Name.trim()) return setError('Name is required');
    if (!d.goods.length) return setError(KitMessages.SelectGood);
    if (!d.categories.length) return setError(KitMessages.SelectCategory);
    setError(null);
    await onSave(d);
  };
  const setGood = (id: number, patch: Partial<PickGood>) => setD({ ...d, goods: d.goods.map((g) => (g.Id === id ? { ...g, ...patch } : g)) });

  return (
    <Stack gap="md">
      <Group grow align="flex-start" maw={720}>
        <TextInput label="Name" value={d.Name} disabled={readOnly} onChange={(e) => setD({ ...d, Name: e.currentTarget.value })} maxLength={200} />
        <TextInput
          label="Default Price"
          inputMode="decimal"
          value={d.DefaultPrice}
          disabled={readOnly}
          onChange={(e) => setD({ ...d, DefaultPrice: e.currentTarget.value })}
        />
      </Group>
      <Textarea
        label="Description"
        value={d.Description}
        disabled={readOnly}
        onChange={(e) => setD({ ...d, Description: e.currentTarget.value })}
        maxLength={1000}
        maw={720}
      />
      {!readOnly && (
        <>
          <Title order={5}>Goods</Title>
          <DualListPicker
            label="goods"
            available={goods.map((g) => ({ ...g, DefaultPrice: String(g.DefaultPrice), Quantity: '1' }))}
            selected={d.goods}
            onChange={(sel) => setD({ ...d, goods: sel.map((g) => d.goods.find((x) => x.Id === g.Id) ?? g) })}
          />
        </>
      )}
      <Table withTableBorder aria-label="Kit goods" maw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Good</Table.Th>
            <Table.Th>Default Price</Table.Th>
            <Table.Th>Quantity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...d.goods]
            .sort((a, b) => a.Name.localeCompare(b.Name))
            .map((g) => (
              <Table.Tr key={g.Id}>
                <Table.Td>{g.Name}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Price of ${g.Name}`}
                    value={g.DefaultPrice}
                    disabled={readOnly}
                    onChange={(e) => setGood(g.Id, { DefaultPrice: e.currentTarget.value })}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Quantity of ${g.Name}`}
                    value={g.Quantity}
                    disabled={readOnly}
                    onChange={(e) => setGood(g.Id, { Quantity: e.currentTarget.value })}
                    w={120}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} data-testid="kit-total">
        Selected total: {formatCurrency(total)}
      </Text>
      {!readOnly && (
        <>
          <Title order={5}>Categories</Title>
          <DualListPicker label="categories" available={categories} selected={d.categories} onChange={(categories) => setD({ ...d, categories })} />
        </>
      )}
      {readOnly && <Text>Categories: {d.categories.map((c) => c.Name).join(', ')}</Text>}
      {error && (
        <Alert color="red" role="alert" maw={720}>
          {error}
        </Alert>
      )}
      {!readOnly && (
        <Group>
          <Button onClick={handleSave}>Save</Button>
        </Group>
      )}
    </Stack>
  );
}
