import { ActionIcon, Button, Card, Group, Table, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Setting, SettingsMessages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { get, put } from '../api/apiClient';
import { confirmConcurrency } from '../ui/confirmConcurrency';
import { notifyError, notifySuccess } from '../ui/notify';
import { rowKeys } from '../ui/rowKeys';

interface Props {
  title: string;
  path: 'settings' | 'slerpSettings';
  canEdit: boolean;
  messages: { updated: string; failed: string };
}

type Row = { Id: number; Name: string; Value: string; Version: number };

/** One editable settings list (name, id, value): add and remove rows, arrow keys, one batch save. */
export function SettingsGroup({ title, path, canEdit, messages }: Props) {
  const queryClient = useQueryClient();
  const { data, error } = useQuery({ queryKey: [path], queryFn: () => get<Setting[]>(path) });
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRows(data ?? []), [data]);
  useEffect(() => {
    if (error) notifyError(SettingsMessages.PullFailed);
  }, [error]);

  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const addRow = () => setRows((rs) => [...rs, { Id: 0, Name: '', Value: '', Version: 0 }]);
  const grid = `settings-${path}`;
  const save = async (body: Row[] = rows): Promise<void> => {
    setSaving(true);
    try {
      queryClient.setQueryData([path], await put<Setting[]>(`${path}/batch`, body));
      notifySuccess(messages.updated);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const current = err.body?.Current as Setting[];
        if (await confirmConcurrency()) {
          const versions = new Map(current.map((c) => [c.Id, c.Version]));
          return save(body.map((r) => ({ ...r, Version: versions.get(r.Id) ?? r.Version })));
        }
        queryClient.setQueryData([path], current);
        return;
      }
      const state = err instanceof ApiError ? err.modelState : undefined;
      notifyError(state ? `${messages.failed}\n${Object.values(state).flat().join('\n')}` : messages.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card withBorder mb="lg" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
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
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput
                  aria-label={`${title} name ${i + 1}`}
                  data-grid={grid}
                  data-row={i}
                  data-col="name"
                  value={r.Name}
                  disabled={!canEdit}
                  onChange={(e) => update(i, { Name: e.currentTarget.value })}
                  onKeyDown={rowKeys(grid, i, 'name', rows.length, addRow)}
                />
              </Table.Td>
              <Table.Td>{r.Id || 'new'}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`${title} value ${i + 1}`}
                  data-grid={grid}
                  data-row={i}
                  data-col="value"
                  value={r.Value}
                  disabled={!canEdit}
                  onChange={(e) => update(i, { Value: e.currentTarget.value })}
                  onKeyDown={rowKeys(grid, i, 'value', rows.length, addRow)}
                />
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${r.Name || 'row'}`} onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    ×
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group mt="sm">
          <Button variant="light" onClick={addRow}>
            Add row
          </Button>
          <Button onClick={() => save()} loading={saving}>
            Save
          </Button>
        </Group>
      )}
    </Card>
  );
}
