import { Input, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { type Coupon, CouponSaveSchema, type IdName } from '@intermission/contracts';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { DualListPicker } from '../../ui/DualListPicker';
import { useActiveGoodsQuery } from '../../goods/api';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type CouponFormValues = z.output<typeof CouponSaveSchema>;

interface Props {
  coupon?: Coupon;
  venueId: number;
  submitLabel: string;
  onSave: OnSave<CouponFormValues>;
}

/** A coupon: name, dollar value ($0 makes it a Dynamic Voucher) and its goods, moved with the transfer list. */
export function CouponForm({ coupon, venueId, submitLabel, onSave }: Props) {
  const goods = useActiveGoodsQuery().data;
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control } = useZodForm(
    CouponSaveSchema,
    {
      Id: coupon?.Id ?? 0,
      VenueId: venueId,
      Name: coupon?.Name ?? '',
      DollarValue: coupon?.DollarValue ?? '0',
      Goods: (coupon?.Goods ?? []).map((g) => ({ Id: g.Id })),
      Version: coupon?.Version ?? 0,
    },
    onSave,
  );
  const name = register('Name');
  const byId = new Map<number, IdName>([...(coupon?.Goods ?? []), ...(goods ?? [])].map((g) => [g.Id, g]));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} maw={520} />
        <TextInput
          label="Dollar Value"
          inputMode="decimal"
          leftSection="$"
          description="$0 makes a Dynamic Voucher, valued at the till"
          {...register('DollarValue')}
          error={formState.errors.DollarValue?.message}
          w={220}
        />
        <Controller
          control={control}
          name="Goods"
          render={({ field, fieldState }) => (
            <>
              <DualListPicker<IdName>
                label="goods"
                available={goods ?? []}
                selected={(field.value ?? []).map((g) => byId.get(g.Id) ?? { Id: g.Id, Name: `Good ${g.Id}` })}
                onChange={(sel) => field.onChange(sel.map((g) => ({ Id: g.Id })))}
              />
              {fieldState.error?.message && <Input.Error>{fieldState.error.message}</Input.Error>}
            </>
          )}
        />
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
