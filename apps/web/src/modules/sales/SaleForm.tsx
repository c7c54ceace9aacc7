import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { dayStart, type ManualSale, ManualSaleSchema, SaleMessages, type ShowEvent, todayIn } from '@intermission/contracts';
import { venuesOf } from '../deposits/depositVenues';
import { useZodForm } from '../ui/form/useZodForm';
import { usePosUserOptions, useSalesLocationMenu, useScheduleTheatres, useShowEventsOfDay, useVenueCoupons, useVenueSalesLocations } from './api';
import { entryAmounts } from './entryAmounts';
import { emptyLine, type EntryLine } from './saleEntryLines';
import { SaleLinesTable } from './SaleLinesTable';
import { SaleTotals } from './SaleTotals';
import { type VoucherValue, VoucherFields } from './VoucherFields';

const blank = { ShowEventId: null, SaleDate: null, Discount: '', Lines: [emptyLine()], Voucher: null };

/** "Hamlet · 7:30 PM": a show event of the chosen day, at the venue. */
const showEventLabel = (e: ShowEvent, timeZone: string) =>
  `${e.Show} · ${new Date(e.Start).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })}`;

/** A required choice left empty reads as such, not as the schema's type error. */
const required = (error: { type?: string; message?: string } | undefined, text: string) => (error?.type === 'invalid_type' ? text : error?.message);

interface Props {
  canSave: boolean;
  saving: boolean;
  /** Saves the sale (its flow asks and toasts); true when posted, and the form then clears. */
  onSave: (sale: ManualSale, reduceInventory: boolean) => Promise<boolean>;
}

/**
 * The manual sale (document 2 §2 "Sales entry"): POS user, venue, sales location, a show event of the
 * location's theatre on the chosen day (or none: the day), the lines from the location's menu,
 * discount, voucher and "Reduce inventory"; the amounts live from libs/domain's sale-amounts.
 */
export function SaleForm({ canSave, saving, onSave }: Props) {
  const [day, setDay] = useState('');
  const [reduceInventory, setReduceInventory] = useState(true);
  const form = useZodForm(ManualSaleSchema, { UserId: undefined, VenueId: undefined, SalesLocationId: undefined, ...blank }, async (values) => {
    const sale = { ...values, SaleDate: values.ShowEventId || !zone || !day ? null : dayStart(day, zone).toISOString() };
    if (await onSave(sale, reduceInventory)) {
      form.reset({ UserId: undefined, VenueId: undefined, SalesLocationId: undefined, ...blank });
      setDay('');
      setReduceInventory(true);
    }
  });
  const { watch, setValue, formState } = form;
  const [userId, venueId, salesLocationId, showEventId, discount] = watch(['UserId', 'VenueId', 'SalesLocationId', 'ShowEventId', 'Discount']);
  const lines = (watch('Lines') ?? []) as EntryLine[];
  const voucher = (watch('Voucher') ?? null) as VoucherValue | null;

  const posUsers = usePosUserOptions();
  const theatres = useScheduleTheatres();
  const venues = venuesOf(theatres.data ?? []);
  const zone = venues.find((v) => v.Id === venueId)?.TimeZone;
  const shownDay = day || (zone ? todayIn(zone) : '');
  const locations = useVenueSalesLocations(venueId);
  const menu = useSalesLocationMenu(salesLocationId);
  const events = useShowEventsOfDay(menu.location?.TheatreId, shownDay, zone);
  const coupons = useVenueCoupons(venueId);
  const amounts = entryAmounts(lines, new Map(menu.kits.map((k) => [k.KitId, k.Price])), discount);

  const set = (patch: Partial<ManualSale>) => {
    for (const [k, v] of Object.entries(patch)) setValue(k as keyof ManualSale, v as never, { shouldValidate: formState.isSubmitted });
  };
  const chooseVenue = (id: number | undefined) => set({ VenueId: id, SalesLocationId: undefined, ...blank } as Partial<ManualSale>);
  const chooseUser = (id: number | undefined) => {
    const venue = posUsers.data?.find((p) => p.Id === id)?.VenueId;
    set({ UserId: id } as Partial<ManualSale>);
    if (venue && !venueId) chooseVenue(venue);
  };
  const lineErrors = (formState.errors.Lines as { Qty?: { message?: string } }[] | undefined)?.map?.((e) => e?.Qty?.message) ?? [];
  const e = formState.errors;

  return (
    <form onSubmit={form.submit} noValidate aria-label="Sale">
      <Stack gap="md">
        <Group align="flex-start">
          <Select
            label="POS User"
            placeholder={posUsers.isLoading ? 'Loading…' : 'Choose a POS user'}
            searchable
            data={(posUsers.data ?? []).map((p) => ({ value: String(p.Id), label: `${p.FirstName} ${p.LastName} (${p.VenueName})` }))}
            value={userId ? String(userId) : null}
            onChange={(v) => chooseUser(v ? Number(v) : undefined)}
            error={e.UserId?.message ?? (posUsers.error ? 'The POS users could not be loaded.' : undefined)}
            w={300}
            withAsterisk
          />
          <Select
            label="Venue"
            placeholder={theatres.isLoading ? 'Loading…' : 'Choose a venue'}
            searchable
            data={venues.map((v) => ({ value: String(v.Id), label: v.Name }))}
            value={venueId ? String(venueId) : null}
            onChange={(v) => chooseVenue(v ? Number(v) : undefined)}
            error={required(e.VenueId, 'Venue is required')}
            w={260}
            withAsterisk
          />
          <Select
            label="Sales Location"
            placeholder={!venueId ? 'Choose a venue first' : 'Choose a sales location'}
            searchable
            data={(locations.data ?? []).map((l) => ({ value: String(l.Id), label: l.Name }))}
            value={salesLocationId ? String(salesLocationId) : null}
            onChange={(v) => set({ SalesLocationId: v ? Number(v) : undefined, ...blank } as Partial<ManualSale>)}
            error={required(e.SalesLocationId, 'Sales Location is required')}
            disabled={!venueId}
            w={260}
            withAsterisk
          />
        </Group>
        {menu.noMenu && <Alert color="red">{SaleMessages.NoMenu}</Alert>}
        {menu.error && <Alert color="red">The menu of this sales location could not be loaded.</Alert>}
        <Group align="flex-start">
          <TextInput
            label="Date"
            type="date"
            value={shownDay}
            onChange={(ev) => {
              setDay(ev.currentTarget.value);
              set({ ShowEventId: null });
            }}
            description="A day of the venue"
            disabled={!venueId}
            w={180}
          />
          <Select
            label="Show Event"
            placeholder={
              !menu.location
                ? 'Choose a sales location first'
                : events.isFetching
                  ? 'Loading…'
                  : events.data?.length
                    ? 'No show event'
                    : 'No show events on this date'
            }
            clearable
            data={(events.data ?? []).map((ev) => ({ value: String(ev.Id), label: showEventLabel(ev, zone ?? 'UTC') }))}
            value={showEventId ? String(showEventId) : null}
            onChange={(v) => set({ ShowEventId: v ? Number(v) : null })}
            error={e.ShowEventId?.message}
            disabled={!events.data?.length}
            w={320}
          />
        </Group>
        <SaleLinesTable lines={lines} kits={menu.kits} errors={lineErrors} onChange={(next) => set({ Lines: next } as Partial<ManualSale>)} />
        <Group align="flex-start">
          <TextInput label="Discount %" inputMode="decimal" {...form.register('Discount')} error={e.Discount?.message} w={130} />
          <VoucherFields
            coupons={coupons.data ?? []}
            value={voucher}
            dynamicAmount={amounts.DiscountedTotal.toFixed(2)}
            errors={{
              VoucherId: e.Voucher?.VoucherId?.message,
              AmountPerVoucher: e.Voucher?.AmountPerVoucher?.message,
              VoucherQty: e.Voucher?.VoucherQty?.message,
            }}
            onChange={(v) => set({ Voucher: v } as Partial<ManualSale>)}
          />
        </Group>
        <Checkbox label="Reduce inventory" checked={reduceInventory} onChange={(ev) => setReduceInventory(ev.currentTarget.checked)} />
        <SaleTotals amounts={amounts} />
        {canSave && (
          <Group>
            <Button type="submit" loading={saving || formState.isSubmitting}>
              Save Sale
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
