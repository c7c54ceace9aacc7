import { Alert, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { formatCurrency, type IdName, type Kit, KitSaveSchema, sumOfProducts } from '@intermission/contracts';
import { DataGrid, editableGridOptions } from '../ui/DataGrid';
import { DualListPicker } from '../ui/DualListPicker';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useKitCategoriesQuery, useKitGoodsQuery } from './api';

/** The body POST/PUT kits take (the form's values as KitSaveSchema parsed them). */
export type KitBody = z.output<typeof KitSaveSchema>;
type KitValues = z.input<typeof KitSaveSchema>;

const valuesOfKit = (k?: Kit): KitValues => ({
  Name: k?.Name ?? '',
  Description: k?.Description ?? '',
  DefaultPrice: (k?.DefaultPrice ?? 0).toFixed(2),
  KitGoods: (k?.KitGoods ?? []).map((g) => ({ GoodId: g.GoodId, DefaultPrice: g.DefaultPrice.toFixed(2), Quantity: String(g.Quantity) })),
  Categories: (k?.Categories ?? []).map((c) => c.Id),
});

/** A row of the kit goods grid: a line of the form (its index in KitGoods) with the good's name. */
interface GoodLine {
  index: number;
  GoodId: number;
  Name: string;
  DefaultPrice: string;
  Quantity: string;
}

/** The kit goods grid: header and 6 lines in view. */
const KitGoodsHeight = 52 + 42 * 6;

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

interface Props {
  kit?: Kit;
  onSave: OnSave<KitBody>;
  readOnly?: boolean;
}

/** A kit: goods and categories moved between lists, the selected total = Σ DefaultPrice × Quantity; checked by KitSaveSchema. */
export function KitForm({ kit, onSave, readOnly }: Props) {
  const goods = useKitGoodsQuery().data ?? [];
  const categories = useKitCategoriesQuery().data ?? [];
  const { register, control, submit, formState, watch, setValue } = useZodForm(KitSaveSchema, valuesOfKit(kit), onSave);
  const lines = useFieldArray({ control, name: 'KitGoods' });
  const kitGoods = watch('KitGoods') ?? [];
  const chosenCategories = watch('Categories');

  // Names of the goods and categories: the lists the server offers, and the kit's own (an archived good stays named).
  const goodName = new Map<number, string>([
    ...(kit?.KitGoods ?? []).map((g) => [g.GoodId, g.Good.Name] as const),
    ...goods.map((g) => [g.Id, g.Name] as const),
  ]);
  const categoryName = new Map<number, string>([...(kit?.Categories ?? []), ...categories].map((c) => [c.Id, c.Name]));
  const named = (ids: number[], names: Map<number, string>): IdName[] => ids.map((Id) => ({ Id, Name: names.get(Id) ?? `#${Id}` }));
  const total = sumOfProducts(kitGoods.map((g) => ({ price: text(g.DefaultPrice) || '0', quantity: text(g.Quantity) || '0' })));
  const rows: GoodLine[] = kitGoods
    .map((l, index) => ({ index, GoodId: l.GoodId, Name: goodName.get(l.GoodId) ?? '', DefaultPrice: text(l.DefaultPrice), Quantity: text(l.Quantity) }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
  const lineErrors = formState.errors.KitGoods;
  /** An editable figure of a line: typed into the form's KitGoods, its schema message shown on the cell. */
  const lineColumn = (field: 'DefaultPrice' | 'Quantity', headerName: string): ColDef<GoodLine> => ({
    headerName,
    field,
    editable: !readOnly,
    type: 'rightAligned',
    valueSetter: (p) => {
      setValue(`KitGoods.${p.data.index}.${field}`, String(p.newValue ?? '').trim(), { shouldValidate: formState.isSubmitted });
      return false;
    },
    tooltipValueGetter: (p) => (p.data ? lineErrors?.[p.data.index]?.[field]?.message : undefined),
    cellStyle: (p) => (p.data && lineErrors?.[p.data.index]?.[field] ? { backgroundColor: 'var(--mantine-color-red-1)' } : null),
  });
  const lineMessages = (formState.errors.KitGoods ?? []) as { DefaultPrice?: { message?: string }; Quantity?: { message?: string } }[];
  const listErrors = [
    formState.errors.KitGoods?.message ?? formState.errors.KitGoods?.root?.message,
    ...rows.flatMap((r) => [lineMessages[r.index]?.DefaultPrice?.message, lineMessages[r.index]?.Quantity?.message].map((m) => m && `${r.Name}: ${m}`)),
    formState.errors.Categories?.message,
  ].filter(Boolean);

  const chooseGoods = (selected: IdName[]) => {
    const current = kitGoods;
    lines.replace(
      selected.map(
        (s) =>
          current.find((l) => l.GoodId === s.Id) ?? {
            GoodId: s.Id,
            Quantity: '1',
            DefaultPrice: (goods.find((g) => g.Id === s.Id)?.DefaultPrice ?? 0).toFixed(2),
          },
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start" maw={720}>
          <TextInput label="Name" disabled={readOnly} {...register('Name')} error={formState.errors.Name?.message} maxLength={200} />
          <TextInput
            label="Default Price"
            inputMode="decimal"
            disabled={readOnly}
            {...register('DefaultPrice')}
            error={formState.errors.DefaultPrice?.message}
          />
        </Group>
        <Textarea
          label="Description"
          disabled={readOnly}
          {...register('Description')}
          error={formState.errors.Description?.message}
          maxLength={1000}
          maw={720}
        />
        {!readOnly && (
          <>
            <Title order={5}>Goods</Title>
            <DualListPicker
              label="goods"
              available={goods}
              selected={named(
                kitGoods.map((g) => g.GoodId),
                goodName,
              )}
              onChange={chooseGoods}
            />
          </>
        )}
        <div style={{ maxWidth: 720 }}>
          <DataGrid<GoodLine>
            label="Kit goods"
            rows={rows}
            height={KitGoodsHeight}
            emptyText="No goods in this kit yet."
            columns={[{ headerName: 'Good', field: 'Name', flex: 2 }, lineColumn('DefaultPrice', 'Default Price'), lineColumn('Quantity', 'Quantity')]}
            options={{ ...editableGridOptions, getRowId: (p) => String(p.data.GoodId), onCellValueChanged: () => undefined }}
          />
        </div>
        <Text fw={600} data-testid="kit-total">
          Selected total: {formatCurrency(total)}
        </Text>
        {!readOnly && (
          <>
            <Title order={5}>Categories</Title>
            <DualListPicker
              label="categories"
              available={categories}
              selected={named(chosenCategories, categoryName)}
              onChange={(selected) =>
                setValue(
                  'Categories',
                  selected.map((c) => c.Id),
                  { shouldValidate: formState.isSubmitted },
                )
              }
            />
          </>
        )}
        {readOnly && (
          <Text>
            Categories:{' '}
            {named(chosenCategories, categoryName)
              .map((c) => c.Name)
              .join(', ')}
          </Text>
        )}
        {listErrors.length > 0 && (
          <Alert color="red" role="alert" maw={720}>
            {listErrors.join(' ')}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
