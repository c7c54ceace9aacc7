import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Good } from '@intermission/contracts';
import { useAccounts, useGoodCategories, useGoodTypes } from './useGoodLists';

export interface GoodDraft {
  Name: string;
  Alcohol: boolean;
  Volume: string;
  CategoryId: number | null;
  TypeId: number | null;
  Tracked: boolean;
  Taxable: boolean;
  ShowOnIgl: boolean;
  CanBeWasted: boolean;
  RevenueTypeId: number | null;
  CogsTypeId: number | null;
  InventoryAccountTypeId: number | null;
  DefaultPrice: string;
  StandardCost: string;
}

/** The add screen's defaults (spec document 3 §2): Tracked on, Alcohol off, Taxable on, ShowOnIgl off. */
export const newGoodDraft = (): GoodDraft => ({
  Name: '',
  Alcohol: false,
  Volume: '',
  CategoryId: null,
  TypeId: null,
  Tracked: true,
  Taxable: true,
  ShowOnIgl: false,
  CanBeWasted: true,
  RevenueTypeId: null,
  CogsTypeId: null,
  InventoryAccountTypeId: null,
  DefaultPrice: '0.00',
  StandardCost: '',
});

export const draftOfGood = (g: Good): GoodDraft => ({
  ...g,
  DefaultPrice: g.DefaultPrice.toFixed(2),
  Volume: String(g.Volume ?? ''),
  StandardCost: String(g.StandardCost ?? ''),
});

/** The body POST/PUT goods takes; a non-alcohol good sends no volume. */
export function goodBody(d: GoodDraft) {
  return { ...d, Volume: d.Alcohol ? d.Volume : null, StandardCost: d.StandardCost.trim() === '' ? undefined : d.StandardCost };
}

const options = (items: { Id: number; Name: string }[] = []) => items.map((i) => ({ value: String(i.Id), label: i.Name }));

interface Props {
  initial: GoodDraft;
  actions: { label: string; onClick: (d: GoodDraft) => Promise<boolean | void>; variant?: string }[];
  errors?: Record<string, string>;
}

export function GoodForm({ initial, actions, errors = {} }: Props) {
  const [d, setD] = useState(initial);
  const [touched, setTouched] = useState(false);
  const categories = useGoodCategories().data;
  const types = useGoodTypes().data;
  const revenue = useAccounts('revenueAccounts').data;
  const cogs = useAccounts('cogsAccounts').data;
  const inventory = useAccounts('inventoryAccounts').data;
  const required = (label: string, v: unknown) => (touched && (v === null || v === '') ? `${label} is required` : undefined);
  const valid =
    d.Name.trim() && d.CategoryId && d.TypeId && d.RevenueTypeId && d.CogsTypeId && d.InventoryAccountTypeId && (!d.Alcohol || Number(d.Volume) > 0);
  const set = (patch: Partial<GoodDraft>) => setD({ ...d, ...patch });
  const pick = (key: keyof GoodDraft) => (v: string | null) => set({ [key]: v ? Number(v) : null } as Partial<GoodDraft>);

  return (
    <Stack maw={720} gap="sm">
      <TextInput
        label="Name"
        value={d.Name}
        onChange={(e) => set({ Name: e.currentTarget.value })}
        error={required('Name', d.Name.trim()) ?? errors.Name}
        maxLength={200}
      />
      <SimpleGrid cols={2}>
        <Select
          label="Category"
          searchable
          data={options(categories)}
          value={d.CategoryId ? String(d.CategoryId) : null}
          onChange={pick('CategoryId')}
          error={required('Category', d.CategoryId)}
        />
        <Select label="Type" data={options(types)} value={d.TypeId ? String(d.TypeId) : null} onChange={pick('TypeId')} error={required('Type', d.TypeId)} />
        <Select
          label="Revenue Account"
          data={options(revenue)}
          value={d.RevenueTypeId ? String(d.RevenueTypeId) : null}
          onChange={pick('RevenueTypeId')}
          error={required('Revenue Account', d.RevenueTypeId)}
        />
        <Select
          label="COGS Account"
          data={options(cogs)}
          value={d.CogsTypeId ? String(d.CogsTypeId) : null}
          onChange={pick('CogsTypeId')}
          error={required('COGS Account', d.CogsTypeId)}
        />
        <Select
          label="Inventory Account"
          data={options(inventory)}
          value={d.InventoryAccountTypeId ? String(d.InventoryAccountTypeId) : null}
          onChange={pick('InventoryAccountTypeId')}
          error={required('Inventory Account', d.InventoryAccountTypeId)}
        />
        <TextInput
          label="Default Price"
          inputMode="decimal"
          value={d.DefaultPrice}
          onChange={(e) => set({ DefaultPrice: e.currentTarget.value })}
          error={errors.DefaultPrice}
        />
        <TextInput
          label="Standard Cost"
          inputMode="decimal"
          value={d.StandardCost}
          onChange={(e) => set({ StandardCost: e.currentTarget.value })}
          error={errors.StandardCost}
        />
        {d.Alcohol && (
          <TextInput
            label="Volume (oz)"
            inputMode="decimal"
            value={d.Volume}
            onChange={(e) => set({ Volume: e.currentTarget.value })}
            error={touched && !(Number(d.Volume) > 0) ? 'Volume is required' : errors.Volume}
          />
        )}
      </SimpleGrid>
      <Group>
        <Checkbox label="Tracked" checked={d.Tracked} onChange={(e) => set({ Tracked: e.currentTarget.checked })} />
        <Checkbox
          label="Alcohol"
          checked={d.Alcohol}
          onChange={(e) => set({ Alcohol: e.currentTarget.checked, Volume: e.currentTarget.checked ? d.Volume : '' })}
        />
        <Checkbox label="Taxable" checked={d.Taxable} onChange={(e) => set({ Taxable: e.currentTarget.checked })} />
        <Checkbox label="Show on IGL" checked={d.ShowOnIgl} onChange={(e) => set({ ShowOnIgl: e.currentTarget.checked })} />
        <Checkbox label="Can be wasted" checked={d.CanBeWasted} onChange={(e) => set({ CanBeWasted: e.currentTarget.checked })} />
      </Group>
      <Group>
        {actions.map((a) => (
          <Button
            key={a.label}
            variant={a.variant ?? 'filled'}
            onClick={async () => {
              setTouched(true);
              if (!valid) return;
              if ((await a.onClick(d)) === true) {
                setD(newGoodDraft());
                setTouched(false);
              }
            }}
          >
            {a.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
