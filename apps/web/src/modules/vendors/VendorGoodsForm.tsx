import { Text } from '@mantine/core';
import type { z } from 'zod';
import { type IdName, type Vendor, VendorGoodsSaveSchema } from '@intermission/contracts';
import { useActiveGoodsQuery } from '../goods/api';
import { DualListPicker } from '../ui/DualListPicker';
import { SubmitButton } from '../ui/form/SubmitButton';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

export type VendorGoodsBody = z.output<typeof VendorGoodsSaveSchema>;

interface Props {
  vendor: Vendor;
  onSave: OnSave<VendorGoodsBody>;
}

/** The goods a vendor supplies, moved between the active goods and the vendor's; checked by VendorGoodsSaveSchema. */
export function VendorGoodsForm({ vendor, onSave }: Props) {
  const goods = useActiveGoodsQuery().data ?? [];
  // New goods first: the server dates them now, in the order given.
  const kept = new Set(vendor.VendorGoods.map((g) => g.goodId));
  const { submit, formState, watch, setValue } = useZodForm(
    VendorGoodsSaveSchema,
    { VendorGoods: vendor.VendorGoods.map(({ goodId }) => ({ goodId })), Version: vendor.Version },
    (body, setFieldError) =>
      onSave(
        { ...body, VendorGoods: [...body.VendorGoods.filter((g) => !kept.has(g.goodId)), ...body.VendorGoods.filter((g) => kept.has(g.goodId))] },
        setFieldError,
      ),
  );
  // Names of the goods: the active goods, and the vendor's own (an archived good stays named).
  const names = new Map<number, string>([...vendor.VendorGoods.map((g) => [g.goodId, g.Name] as const), ...goods.map((g) => [g.Id, g.Name] as const)]);
  const selected: IdName[] = (watch('VendorGoods') ?? []).map((g) => ({ Id: g.goodId, Name: names.get(g.goodId) ?? `#${g.goodId}` }));
  return (
    <form onSubmit={submit} noValidate>
      <DualListPicker<IdName>
        label="goods"
        available={goods}
        selected={selected}
        onChange={(chosen) =>
          setValue(
            'VendorGoods',
            chosen.map((g) => ({ goodId: g.Id })),
            { shouldDirty: true, shouldValidate: formState.isSubmitted },
          )
        }
      />
      {formState.errors.VendorGoods?.message && (
        <Text c="red" size="sm" mt="xs">
          {formState.errors.VendorGoods.message}
        </Text>
      )}
      <SubmitButton submitting={formState.isSubmitting} />
    </form>
  );
}
