import { TextInput } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { z } from 'zod';
import { formatCurrency, StandardCostsSaveSchema } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { notifyError } from '../ui/notify';
import type { StandardCost } from './api';
import { SubmitButton } from '../ui/form/SubmitButton';

/** The page's costs as typed; the blank ones are left out, and what remains is the contracts' save body. */
const CostsFormSchema = z.object({
  Costs: z
    .array(z.object({ GoodId: z.number(), Cost: z.string() }))
    .transform((rows): z.input<typeof StandardCostsSaveSchema> => rows.filter((r) => r.Cost.trim() !== ''))
    .pipe(StandardCostsSaveSchema),
});
export type StandardCostsValues = z.output<typeof CostsFormSchema>;

interface Props {
  rows: StandardCost[];
  onSave: OnSave<StandardCostsValues>;
}

/** A page of goods with their cost in force and a new cost each; every cost on the page is saved at once. */
export function StandardCostsForm({ rows, onSave }: Props) {
  const { register, formState, handleSubmit, setError } = useZodForm(
    CostsFormSchema,
    // A row shows its cost in force until edited.
    { Costs: rows.map((r) => ({ GoodId: r.GoodId, Cost: r.Cost === null ? '' : String(r.Cost) })) },
    onSave,
  );
  const submit = handleSubmit(
    (values) => onSave(values, (field, message) => setError(field as 'Costs', { message })),
    (errors) => {
      // No cost at all on the page: nothing to save.
      if (errors.Costs?.message || errors.Costs?.root) notifyError('There are no costs on this page to save');
    },
  );
  const errors = formState.errors.Costs;
  const columns = useMemo<ColDef<StandardCost>[]>(
    () => [
      { field: 'Name', headerName: 'Good', flex: 2 },
      { headerName: 'Cost in force', valueGetter: (p) => (p.data ? (p.data.Cost === null ? 'Not set' : formatCurrency(p.data.Cost)) : '') },
      { headerName: 'Since', valueGetter: (p) => (p.data?.EffectiveFrom ? new Date(p.data.EffectiveFrom).toLocaleDateString('en-US') : '') },
      {
        headerName: 'New cost',
        cellRenderer: (p: ICellRendererParams<StandardCost>) =>
          p.data && p.node.rowIndex !== null ? (
            <TextInput
              aria-label={`Cost of ${p.data.Name}`}
              inputMode="decimal"
              size="xs"
              mt={6}
              w={140}
              {...register(`Costs.${p.node.rowIndex}.Cost`)}
              error={Array.isArray(errors) ? errors[p.node.rowIndex]?.Cost?.message : undefined}
            />
          ) : null,
      },
    ],
    [register, errors],
  );
  return (
    <form onSubmit={submit} noValidate>
      <DataGrid label="Standard costs" rows={rows} columns={columns} />
      <SubmitButton submitting={formState.isSubmitting} label="Save costs on this page" mt="md" />
    </form>
  );
}
