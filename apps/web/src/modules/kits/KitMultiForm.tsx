import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { KitMultiSaveSchema } from '@intermission/contracts';
import { idOptions } from '../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useKitCategoriesQuery } from './api';
import type { SelectedKit } from './kitSelection';

/** PUT kits/multi as the form edits it: an empty Default Price keeps each kit's own. */
const KitMultiFormSchema = KitMultiSaveSchema.extend({
  DefaultPrice: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), KitMultiSaveSchema.shape.DefaultPrice),
});
export type KitMultiBody = z.output<typeof KitMultiFormSchema>;

interface Props {
  kits: SelectedKit[];
  onSave: OnSave<KitMultiBody>;
  onClear: () => void;
}

/** One change applied to the selected kits: a Default Price, categories added and removed; checked by KitMultiSaveSchema. */
export function KitMultiForm({ kits, onSave, onClear }: Props) {
  const options = idOptions(useKitCategoriesQuery().data);
  const { register, control, submit, formState } = useZodForm(
    KitMultiFormSchema,
    { Kits: kits.map(({ Id, Version }) => ({ Id, Version })), DefaultPrice: '', AddCategories: [], RemoveCategories: [] },
    onSave,
  );
  const categories = (name: 'AddCategories' | 'RemoveCategories', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          data={options}
          ref={field.ref}
          value={(field.value ?? []).map(String)}
          onChange={(v) => field.onChange(v.map(Number))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <TextInput
          label="Default Price (leave empty to keep)"
          inputMode="decimal"
          {...register('DefaultPrice')}
          error={formState.errors.DefaultPrice?.message}
        />
        {categories('AddCategories', 'Add categories')}
        {categories('RemoveCategories', 'Remove categories')}
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
          <Button variant="default" onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
