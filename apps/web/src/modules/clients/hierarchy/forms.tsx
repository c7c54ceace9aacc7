import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CouponSaveSchema, DefaultMenu, SalesLocationSaveSchema, StationSaveSchema, TheatreSaveSchema, VenueSaveSchema } from '@intermission/contracts';
import { DualListPicker } from '../../ui/DualListPicker';
import { useFirstFieldFocus } from '../../ui/useFirstFieldFocus';
import { options, useAllGoods, useManagers, useMenus, useTaxRates } from './api';
import type { Coupon, Named, SalesLocation, Station, Theatre, Venue } from './types';

type SetFieldError = (field: string, message: string) => void;
type OnSave<T> = (form: T, setFieldError: SetFieldError) => Promise<unknown>;

/** The first field's ref for the focus rule (document 1 §5), merged with the form's own. */
function useFirst() {
  const first = useRef<HTMLInputElement>(null);
  useFirstFieldFocus(first);
  return (register: { ref: (el: HTMLInputElement | null) => void }) => (el: HTMLInputElement | null) => {
    register.ref(el);
    first.current = el;
  };
}

const counter = (value: string | null | undefined, max: number) => `${(value ?? '').length}/${max}`;

export type VenueFormValues = z.output<typeof VenueSaveSchema>;
type VenueDraft = z.input<typeof VenueSaveSchema>;

/** A venue's basic info: name, code, manager and the required tax rate (its menu and time zone are kept). */
export function VenueForm({ venue, submitLabel, onSave }: { venue?: Venue; submitLabel: string; onSave: OnSave<VenueFormValues> }) {
  const managers = useManagers().data;
  const taxRates = useTaxRates().data;
  const firstRef = useFirst();
  const { register, handleSubmit, formState, setError, control, watch } = useForm<VenueDraft, unknown, VenueFormValues>({
    resolver: zodResolver(VenueSaveSchema),
    defaultValues: {
      Id: venue?.Id ?? 0,
      Name: venue?.Name ?? '',
      Code: venue?.Code ?? '',
      ManagerId: venue?.ManagerId ?? null,
      TaxRateId: venue?.TaxRateId ?? undefined,
      MenuId: venue?.MenuId ?? null,
      TimeZone: venue?.TimeZone,
      Version: venue?.Version ?? 0,
    },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof VenueDraft, { message })));
  const name = register('Name');
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Code" {...register('Code')} description={counter(watch('Code'), 20)} error={formState.errors.Code?.message} maxLength={20} />
        <Controller
          control={control}
          name="ManagerId"
          render={({ field, fieldState }) => (
            <Select
              label="Manager"
              searchable
              clearable
              data={options(managers)}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="TaxRateId"
          render={({ field, fieldState }) => (
            <Select
              label="Tax Rate"
              withAsterisk
              data={(taxRates ?? []).map((t) => ({ value: String(t.Id), label: t.Rate ? `${t.Name} (${Number(t.Rate)}%)` : t.Name }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export type TheatreFormValues = z.output<typeof TheatreSaveSchema>;
type TheatreDraft = z.input<typeof TheatreSaveSchema>;

/**
 * A theatre's basic info. The card-processing tokens show only with CcImplemented, masked as the
 * server sends them (sending the masked text back keeps the stored token); turning it off clears them.
 */
export function TheatreForm({ theatre, submitLabel, onSave }: { theatre?: Theatre; submitLabel: string; onSave: OnSave<TheatreFormValues> }) {
  const firstRef = useFirst();
  const { register, handleSubmit, formState, setError, control, watch, setValue } = useForm<TheatreDraft, unknown, TheatreFormValues>({
    resolver: zodResolver(TheatreSaveSchema),
    defaultValues: {
      Id: theatre?.Id ?? 0,
      Name: theatre?.Name ?? '',
      Code: theatre?.Code ?? '',
      IsTest: theatre?.IsTest ?? false,
      CcImplemented: theatre?.CcImplemented ?? false,
      AccessToken: theatre?.AccessToken ?? '',
      AuthToken: theatre?.AuthToken ?? '',
      Version: theatre?.Version ?? 0,
    },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof TheatreDraft, { message })));
  const name = register('Name');
  const cc = watch('CcImplemented');
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Code" {...register('Code')} description={counter(watch('Code'), 20)} error={formState.errors.Code?.message} maxLength={20} />
        <Controller
          control={control}
          name="IsTest"
          render={({ field }) => <Checkbox label="Test theatre" checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
        <Controller
          control={control}
          name="CcImplemented"
          render={({ field }) => (
            <Checkbox
              label="Credit cards implemented"
              checked={!!field.value}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                field.onChange(on);
                if (!on) {
                  setValue('AccessToken', '');
                  setValue('AuthToken', '');
                }
              }}
            />
          )}
        />
        {cc && (
          <>
            <TextInput
              label="Access Token"
              autoComplete="off"
              {...register('AccessToken')}
              description={theatre?.HasAccessToken ? 'Leave the masked value to keep the stored token' : undefined}
              error={formState.errors.AccessToken?.message}
              maxLength={500}
            />
            <TextInput label="Auth Token" autoComplete="off" {...register('AuthToken')} error={formState.errors.AuthToken?.message} maxLength={500} />
          </>
        )}
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export type SalesLocationFormValues = z.output<typeof SalesLocationSaveSchema>;
type SalesLocationDraft = z.input<typeof SalesLocationSaveSchema>;

/** A sales location's basic info: name, menu (Default, id 2, unless chosen) and the starting bank. */
export function SalesLocationForm({
  location,
  submitLabel,
  onSave,
}: {
  location?: SalesLocation;
  submitLabel: string;
  onSave: OnSave<SalesLocationFormValues>;
}) {
  const menus = useMenus().data;
  const firstRef = useFirst();
  const { register, handleSubmit, formState, setError, control, watch } = useForm<SalesLocationDraft, unknown, SalesLocationFormValues>({
    resolver: zodResolver(SalesLocationSaveSchema),
    defaultValues: {
      Id: location?.Id ?? 0,
      Name: location?.Name ?? '',
      MenuId: location?.MenuId ?? DefaultMenu.Id,
      UseStartingBank: location?.UseStartingBank ?? false,
      StartingBank: location?.StartingBank ?? '0',
      Version: location?.Version ?? 0,
    },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof SalesLocationDraft, { message })));
  const name = register('Name');
  const menuData = options(menus?.some((m) => m.Id === DefaultMenu.Id) ? menus : [DefaultMenu, ...(menus ?? [])]);
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <Controller
          control={control}
          name="MenuId"
          render={({ field, fieldState }) => (
            <Select
              label="Menu"
              searchable
              allowDeselect={false}
              data={menuData}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : DefaultMenu.Id)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group align="flex-end">
          <Controller
            control={control}
            name="UseStartingBank"
            render={({ field }) => (
              <Checkbox label="Use starting bank" checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} mb={8} />
            )}
          />
          <TextInput
            label="Starting Bank"
            inputMode="decimal"
            leftSection="$"
            disabled={!watch('UseStartingBank')}
            {...register('StartingBank')}
            error={formState.errors.StartingBank?.message}
            w={180}
          />
        </Group>
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export type StationFormValues = z.output<typeof StationSaveSchema>;
type StationDraft = z.input<typeof StationSaveSchema>;

/** A point-of-sale station: name, serial number and whether it is the location's inventory station. */
export function StationForm({
  station,
  submitLabel,
  onSave,
  autoFocus = true,
}: {
  station?: Station;
  submitLabel: string;
  onSave: OnSave<StationFormValues>;
  autoFocus?: boolean;
}) {
  const firstRef = useFirst();
  const { register, handleSubmit, formState, setError, control, reset } = useForm<StationDraft, unknown, StationFormValues>({
    resolver: zodResolver(StationSaveSchema),
    defaultValues: {
      Id: station?.Id ?? 0,
      Name: station?.Name ?? '',
      SerialNumber: station?.SerialNumber ?? '',
      IsInventoryStation: station?.IsInventoryStation ?? false,
      Version: station?.Version ?? 0,
    },
  });
  const save = handleSubmit(async (form) => {
    const saved = await onSave(form, (field, message) => setError(field as keyof StationDraft, { message }));
    // An inline add form starts over for the next station.
    if (saved === true && !station) reset();
  });
  const name = register('Name');
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={autoFocus ? firstRef(name) : name.ref} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Serial Number" {...register('SerialNumber')} error={formState.errors.SerialNumber?.message} maxLength={100} />
        <Controller
          control={control}
          name="IsInventoryStation"
          render={({ field }) => <Checkbox label="Inventory station" checked={!!field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
        />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

export type CouponFormValues = z.output<typeof CouponSaveSchema>;
type CouponDraft = z.input<typeof CouponSaveSchema>;

/** A coupon: name, dollar value ($0 makes it a Dynamic Voucher) and its goods, moved with the transfer list. */
export function CouponForm({
  coupon,
  venueId,
  submitLabel,
  onSave,
}: {
  coupon?: Coupon;
  venueId: number;
  submitLabel: string;
  onSave: OnSave<CouponFormValues>;
}) {
  const goods = useAllGoods().data;
  const firstRef = useFirst();
  const { register, handleSubmit, formState, setError, control } = useForm<CouponDraft, unknown, CouponFormValues>({
    resolver: zodResolver(CouponSaveSchema),
    defaultValues: {
      Id: coupon?.Id ?? 0,
      VenueId: venueId,
      Name: coupon?.Name ?? '',
      DollarValue: coupon?.DollarValue ?? '0',
      Goods: (coupon?.Goods ?? []).map((g) => ({ Id: g.Id })),
      Version: coupon?.Version ?? 0,
    },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof CouponDraft, { message })));
  const name = register('Name');
  const byId = new Map<number, Named>([...(coupon?.Goods ?? []), ...(goods ?? [])].map((g) => [g.Id, g]));
  return (
    <form onSubmit={save} noValidate>
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
              <DualListPicker<Named>
                label="goods"
                available={goods ?? []}
                selected={(field.value ?? []).map((g) => byId.get(g.Id) ?? { Id: g.Id, Name: `Good ${g.Id}` })}
                onChange={(sel) => field.onChange(sel.map((g) => ({ Id: g.Id })))}
              />
              {fieldState.error?.message && <div style={{ color: 'var(--mantine-color-red-text)', fontSize: 12 }}>{fieldState.error.message}</div>}
            </>
          )}
        />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
