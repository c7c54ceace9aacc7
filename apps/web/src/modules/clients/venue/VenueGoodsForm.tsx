import { Button, Group, Input } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { type IdName, VenueGoodsAddSchema } from '@intermission/contracts';
import { DualListPicker } from '../../ui/DualListPicker';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';

export type VenueGoodsValues = z.output<typeof VenueGoodsAddSchema>;

interface Props {
  /** The goods that may be added (those not at the venue yet). */
  available: IdName[];
  onSave: OnSave<VenueGoodsValues>;
  onCancel: () => void;
}

/** The goods to add to a venue, moved with the dual-list picker; checked by the contracts' VenueGoodsAddSchema. */
export function VenueGoodsForm({ available, onSave, onCancel }: Props) {
  const { control, submit, formState } = useZodForm(VenueGoodsAddSchema, { GoodIds: [] }, onSave);
  const byId = new Map(available.map((g) => [g.Id, g]));
  return (
    <form onSubmit={submit} noValidate>
      <Controller
        control={control}
        name="GoodIds"
        render={({ field, fieldState }) => (
          <>
            <DualListPicker<IdName>
              label="goods"
              available={available}
              selected={(field.value ?? []).map((id) => byId.get(id) ?? { Id: id, Name: `Good ${id}` })}
              onChange={(sel) => field.onChange(sel.map((g) => g.Id))}
            />
            {fieldState.error?.message && <Input.Error>{fieldState.error.message}</Input.Error>}
          </>
        )}
      />
      <Group mt="md">
        <SubmitButton submitting={formState.isSubmitting} mt={0} />
        <Button variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
