import { Card, Table, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { PosSettingsBatchSchema, SettingsBatchSchema, SettingsMessages } from '@intermission/contracts';
import { useZodForm } from '../ui/form/useZodForm';
import { notifyError } from '../ui/notify';
import { rowKeys } from '../ui/rowKeys';
import { showApiError } from '../ui/showApiError';
import { EditableRowsActions, RemoveRowButton } from './EditableRows';
import { type SettingsPath, useSaveSettingsMutation, useSettingsQuery } from './api';
import { saveBatch } from './saveBatch';

interface Props {
  title: string;
  path: SettingsPath;
  canEdit: boolean;
  messages: { updated: string; failed: string };
}

/** The form holds the list as the batch save takes it (the application's list has its numeric setting). */
const schemas = {
  settings: z.object({ rows: SettingsBatchSchema }),
  slerpSettings: z.object({ rows: PosSettingsBatchSchema }),
};
const blank = { Id: 0, Name: '', Value: '', Version: 0 };

/**
 * One editable settings list (name, id, value): add and remove rows, arrow keys, one batch save.
 * A form laid out as a table of fields (every cell an input of one save), not a table of data.
 */
export function SettingsGroup({ title, path, canEdit, messages }: Props) {
  const { data, error } = useSettingsQuery(path);
  const save = useSaveSettingsMutation(path);
  const { register, control, reset, submit, formState } = useZodForm(schemas[path], { rows: [] }, ({ rows }) =>
    saveBatch(save.mutateAsync, rows, {
      success: messages.updated,
      onReload: save.setList,
      onFailure: (err) => showApiError(err, messages.failed, { withDetail: true }),
    }),
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  useEffect(() => reset({ rows: data ?? [] }), [data, reset]);
  useEffect(() => {
    if (error) notifyError(SettingsMessages.PullFailed);
  }, [error]);

  const addRow = () => append(blank, { shouldFocus: false });
  const grid = `settings-${path}`;
  const input = (i: number, col: 'Name' | 'Value') => {
    const key = col.toLowerCase();
    return (
      <TextInput
        aria-label={`${title} ${key} ${i + 1}`}
        data-grid={grid}
        data-row={i}
        data-col={key}
        disabled={!canEdit}
        {...register(`rows.${i}.${col}`)}
        error={formState.errors.rows?.[i]?.[col]?.message}
        onKeyDown={rowKeys(grid, i, key, fields.length, addRow)}
      />
    );
  };

  return (
    <Card withBorder mb="lg" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <form onSubmit={submit} noValidate>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th w={80}>Id</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((f, i) => (
              <Table.Tr key={f.id}>
                <Table.Td>{input(i, 'Name')}</Table.Td>
                <Table.Td>{f.Id || 'new'}</Table.Td>
                <Table.Td>{input(i, 'Value')}</Table.Td>
                <Table.Td>{canEdit && <RemoveRowButton name={f.Name ?? ''} onRemove={() => remove(i)} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit && <EditableRowsActions onAdd={addRow} saving={formState.isSubmitting} mt="sm" />}
      </form>
    </Card>
  );
}
