import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type Good, GoodSaveSchema } from '@intermission/contracts';
import { ControlledCheckbox } from '../ui/form/ControlledCheckbox';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { type SetFieldError, useZodForm } from '../ui/form/useZodForm';
import { useManagedItemsQuery } from '../settings/api';
import { useGoodCategoriesQuery, useGoodTypesQuery } from './api';

export type GoodFormValues = z.output<typeof GoodSaveSchema>;
type GoodDraft = z.input<typeof GoodSaveSchema>;

/** The add screen's defaults (spec document 3 §2): Tracked on, Alcohol off, Taxable on, ShowOnIgl off. */
const newGood: DefaultValues<GoodDraft> = {
  Name: '',
  Alcohol: false,
  Volume: null,
  CategoryId: undefined,
  TypeId: undefined,
  Tracked: true,
  Taxable: true,
  ShowOnIgl: false,
  CanBeWasted: true,
  RevenueTypeId: undefined,
  CogsTypeId: undefined,
  InventoryAccountTypeId: undefined,
  DefaultPrice: '0.00',
  StandardCost: null,
};

export const draftOfGood = (g: Good): GoodDraft => ({
  ...g,
  DefaultPrice: g.DefaultPrice.toFixed(2),
  Volume: String(g.Volume ?? ''),
  StandardCost: String(g.StandardCost ?? ''),
});

/** A blank text is no amount: the schema then has null rather than an empty string to check. */
const blankAsNull = (v: unknown) => (v === '' ? null : v);

interface Action {
  label: string;
  /** Saves; answering true starts the form over for the next good. */
  onClick: (good: GoodFormValues, setFieldError: SetFieldError) => Promise<boolean | void>;
  variant?: string;
}

/** A good's fields, checked by the server's own schema (an alcohol good needs its volume in ounces). */
export function GoodForm({ good, actions }: { good?: Good; actions: Action[] }) {
  const categories = useGoodCategoriesQuery().data;
  const types = useGoodTypesQuery().data;
  const revenue = useManagedItemsQuery('revenueAccounts', true, 60_000).data;
  const cogs = useManagedItemsQuery('cogsAccounts', true, 60_000).data;
  const inventory = useManagedItemsQuery('inventoryAccounts', true, 60_000).data;
  const { register, handleSubmit, formState, control, watch, setValue, reset, setFieldError } = useZodForm(
    GoodSaveSchema,
    good ? draftOfGood(good) : newGood,
    async () => undefined,
  );
  const alcohol = watch('Alcohol');
  const select = (
    name: 'CategoryId' | 'TypeId' | 'RevenueTypeId' | 'CogsTypeId' | 'InventoryAccountTypeId',
    label: string,
    data: { Id: number; Name: string }[] | undefined,
  ) => <ControlledSelect control={control} name={name} empty={undefined} label={label} searchable={name === 'CategoryId'} data={idOptions(data)} />;

  return (
    <Stack maw={720} gap="sm">
      <TextInput label="Name" {...register('Name')} error={formState.errors.Name?.message} maxLength={200} />
      <SimpleGrid cols={2}>
        {select('CategoryId', 'Category', categories)}
        {select('TypeId', 'Type', types)}
        {select('RevenueTypeId', 'Revenue Account', revenue)}
        {select('CogsTypeId', 'COGS Account', cogs)}
        {select('InventoryAccountTypeId', 'Inventory Account', inventory)}
        <TextInput label="Default Price" inputMode="decimal" {...register('DefaultPrice')} error={formState.errors.DefaultPrice?.message} />
        <TextInput
          label="Standard Cost"
          inputMode="decimal"
          {...register('StandardCost', { setValueAs: blankAsNull })}
          error={formState.errors.StandardCost?.message}
        />
        {alcohol && (
          <TextInput label="Volume (oz)" inputMode="decimal" {...register('Volume', { setValueAs: blankAsNull })} error={formState.errors.Volume?.message} />
        )}
      </SimpleGrid>
      <Group>
        <ControlledCheckbox control={control} name="Tracked" label="Tracked" />
        <ControlledCheckbox control={control} name="Alcohol" label="Alcohol" onCheckedChange={(on) => !on && setValue('Volume', null)} />
        <ControlledCheckbox control={control} name="Taxable" label="Taxable" />
        <ControlledCheckbox control={control} name="ShowOnIgl" label="Show on IGL" />
        <ControlledCheckbox control={control} name="CanBeWasted" label="Can be wasted" />
      </Group>
      <Group>
        {actions.map((a) => (
          <Button
            key={a.label}
            variant={a.variant ?? 'filled'}
            onClick={handleSubmit(async (values) => {
              if ((await a.onClick(values, setFieldError)) === true) reset(newGood);
            })}
          >
            {a.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
