import { Checkbox, Group, Loader, Select, Table, TextInput, Title } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { useEffect } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { ManagedItemsBatchSchema, managedItemsMessages, ManagedListNames, ManagedLists, type ManagedListName } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { type ManagedItem, useAccountsQuery, useManagedItemsQuery, useSaveManagedItemsMutation } from '../modules/settings/api';
import { EditableRowsActions, RemoveRowButton } from '../modules/settings/EditableRows';
import { saveBatch } from '../modules/settings/saveBatch';
import { ControlledSelect, idOptions } from '../modules/ui/form/ControlledSelect';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { rowKeys } from '../modules/ui/rowKeys';
import { showApiError } from '../modules/ui/showApiError';

/** The form holds the whole list as the batch save takes it; Rate is edited as text. */
const FormSchema = z.object({ rows: ManagedItemsBatchSchema });
const blank = { Id: 0, Name: '', StatusId: 1, ExportAccountId: null, TaxRateId: null, Rate: '', Version: 0 };
const editable = (rows: ManagedItem[] = []) => rows.map((r) => ({ ...r, Rate: r.Rate === null ? '' : String(r.Rate) }));

/**
 * /managedItems/managedItems: the twelve lists, edited as rows. A form laid out as a table of
 * fields (every cell an input of one batch save, Enter adds a row), not a table of data.
 */
export function ManagedItemsPage() {
  const [{ list }, setState] = useSessionStorage<{ list: ManagedListName }>({
    key: 'intermission.state.managedItems',
    defaultValue: { list: 'wastes' },
    getInitialValueInEffect: false,
  });
  const spec = ManagedLists[list] as { title: string; account?: boolean; taxRate?: boolean; rate?: boolean };
  const canEdit = useClaim('Items', 'FullAccess');
  const { data, isLoading } = useManagedItemsQuery(list);
  const accounts = useAccountsQuery(!!spec.account);
  const taxRates = useManagedItemsQuery('taxRates', !!spec.taxRate);
  const save = useSaveManagedItemsMutation(list);
  const { register, control, reset, submit, formState } = useZodForm(FormSchema, { rows: [] }, ({ rows }) =>
    saveBatch(
      save.mutateAsync,
      rows.map((r) => ({ ...r, Rate: spec.rate ? r.Rate : undefined })),
      {
        success: managedItemsMessages(list).Updated,
        onReload: save.setList,
        onFailure: (err) => showApiError(err, managedItemsMessages(list).UpdateFailed),
      },
    ),
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  useEffect(() => reset({ rows: editable(data) }), [data, reset]);

  const addRow = () => append(blank, { shouldFocus: false });
  const text = (i: number, col: 'Name' | 'Rate', props: { maxLength?: number; w?: number }) => (
    <TextInput
      aria-label={`${col} ${i + 1}`}
      data-grid="items"
      data-row={i}
      data-col={col.toLowerCase()}
      disabled={!canEdit}
      {...register(`rows.${i}.${col}`)}
      error={formState.errors.rows?.[i]?.[col]?.message}
      onKeyDown={rowKeys('items', i, col.toLowerCase(), fields.length, addRow)}
      {...props}
    />
  );

  const accountOptions = idOptions(accounts.data);
  const taxRateOptions = (taxRates.data ?? []).map((t) => ({ value: String(t.Id), label: `${t.Name} (${t.Rate}%)` }));
  const choice = (i: number, col: 'ExportAccountId' | 'TaxRateId', label: string, data: { value: string; label: string }[]) => (
    <ControlledSelect control={control} name={`rows.${i}.${col}`} aria-label={`${label} ${i + 1}`} clearable disabled={!canEdit} data={data} />
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Managed Items</Title>
        <Select
          aria-label="List"
          data={ManagedListNames.map((n) => ({ value: n, label: ManagedLists[n].title }))}
          value={list}
          onChange={(v) => v && setState({ list: v as ManagedListName })}
          allowDeselect={false}
          w={260}
        />
      </Group>
      {isLoading ? (
        <Loader />
      ) : (
        <form onSubmit={submit} noValidate>
          <Table withTableBorder aria-label={spec.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                {spec.rate && <Table.Th>Rate (%)</Table.Th>}
                {spec.account && <Table.Th>Export Account</Table.Th>}
                {spec.taxRate && <Table.Th>Tax Rate</Table.Th>}
                <Table.Th>Active</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((f, i) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{text(i, 'Name', { maxLength: 200 })}</Table.Td>
                  {spec.rate && <Table.Td>{text(i, 'Rate', { w: 120 })}</Table.Td>}
                  {spec.account && <Table.Td>{choice(i, 'ExportAccountId', 'Export account', accountOptions)}</Table.Td>}
                  {spec.taxRate && <Table.Td>{choice(i, 'TaxRateId', 'Tax rate', taxRateOptions)}</Table.Td>}
                  <Table.Td>
                    <Controller
                      control={control}
                      name={`rows.${i}.StatusId`}
                      render={({ field }) => (
                        <Checkbox
                          aria-label={`Active ${i + 1}`}
                          ref={field.ref}
                          checked={field.value === 1}
                          disabled={!canEdit}
                          onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 2)}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td>{canEdit && <RemoveRowButton name={f.Name ?? ''} onRemove={() => remove(i)} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {canEdit && <EditableRowsActions onAdd={addRow} saving={formState.isSubmitting} />}
        </form>
      )}
    </>
  );
}
