import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type SaleCoupon, couponLabel, formatCurrency } from '@intermission/contracts';

/** The voucher of a sale as the form holds it (ManualSaleSchema's Voucher), or none. */
export interface VoucherValue {
  VoucherId: number;
  AmountPerVoucher: string;
  VoucherQty: number;
}

interface Props {
  coupons: SaleCoupon[];
  value: VoucherValue | null;
  /** What a voucher whose value is set at the till starts as: the discounted total. */
  dynamicAmount: string;
  errors?: { AmountPerVoucher?: string; VoucherQty?: string; VoucherId?: string };
  disabled?: boolean;
  onChange: (voucher: VoucherValue | null) => void;
}

/** "Dynamic Voucher" for a coupon worth $0 (document 2 §9), its value otherwise. */
const couponOption = (c: SaleCoupon) => `${c.Name} (${couponLabel(c.DollarValue) ?? formatCurrency(c.DollarValue)})`;

/**
 * The voucher payment: a coupon of the venue, the amount per voucher (the coupon's value, or the
 * discounted total for a Dynamic Voucher, changeable) and how many.
 */
export function VoucherFields({ coupons, value, dynamicAmount, errors = {}, disabled, onChange }: Props) {
  // A Dynamic Voucher's amount follows the discounted total (one voucher) until the user types one.
  const followsTotal = useRef(false);
  const choose = (id: string | null) => {
    const coupon = coupons.find((c) => String(c.Id) === id);
    followsTotal.current = !!coupon && Number(coupon.DollarValue) === 0;
    if (!coupon) return onChange(null);
    const amount = followsTotal.current ? dynamicAmount : String(coupon.DollarValue);
    onChange({ VoucherId: coupon.Id, AmountPerVoucher: amount, VoucherQty: value?.VoucherQty ?? 1 });
  };
  useEffect(() => {
    if (!value) followsTotal.current = false;
    else if (followsTotal.current && value.VoucherQty === 1 && value.AmountPerVoucher !== dynamicAmount)
      onChange({ ...value, AmountPerVoucher: dynamicAmount });
  }, [value, dynamicAmount, onChange]);
  return (
    <Group align="flex-start">
      <Select
        label="Voucher"
        placeholder={coupons.length ? 'No voucher' : 'No vouchers at this venue'}
        clearable
        searchable
        data={coupons.map((c) => ({ value: String(c.Id), label: couponOption(c) }))}
        value={value ? String(value.VoucherId) : null}
        onChange={choose}
        error={errors.VoucherId}
        disabled={disabled || !coupons.length}
        w={300}
      />
      <TextInput
        label="Amount per Voucher"
        inputMode="decimal"
        leftSection="$"
        value={value?.AmountPerVoucher ?? ''}
        onChange={(e) => {
          followsTotal.current = false;
          if (value) onChange({ ...value, AmountPerVoucher: e.currentTarget.value });
        }}
        error={errors.AmountPerVoucher}
        disabled={disabled || !value}
        w={170}
      />
      <NumberInput
        label="Voucher Qty"
        allowDecimal={false}
        min={1}
        max={9999}
        value={value?.VoucherQty ?? ''}
        onChange={(v) => value && onChange({ ...value, VoucherQty: typeof v === 'number' ? v : Number(v) })}
        error={errors.VoucherQty}
        disabled={disabled || !value}
        w={130}
      />
    </Group>
  );
}
