import { ActionIcon, Button, Checkbox, Group, Loader, Select, Table, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccountLists, type ManagedItem, managedItemsMessages, ManagedListNames, ManagedLists, type ManagedListName } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { get, put } from '../modules/api/apiClient';
import { useClaim } from '../modules/session/useClaim';
import { confirmConcurrency } from '../modules/ui/confirmConcurrency';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useSessionStorage } from '@mantine/hooks';
import { rowKeys } from '../modules/ui/rowKeys';

type Row = Omit<ManagedItem, 'Id' | 'Version' | 'Rate'> & { Id: number; Version: number; Rate: string };
const blank = (): Row => ({ Id: 0, Name: '', StatusId: 1, ExportAccountId: null, TaxRateId: null, Rate: '', Version: 0 });
const useList = (list: ManagedListName) => useQuery({ queryKey: ['managedItems', list], queryFn: () => get<ManagedItem[]>(`managedItems/${list}`) });

/** /managedItems/managedItems: the twelve lists, edited as rows. */
export function ManagedItemsPage() {
  const [{ list }, setState] = useSessionStorage<{ list: ManagedListName }>({
    key: 'intermission.state.managedItems',
    defaultValue: { list: 'wastes' },
    getInitialValueInEffect: false,
  });
  const spec = ManagedLists[list] as { title: string; account?: boolean; taxRate?: boolean; rate?: boolean };
  const canEdit = useClaim('Items', 'FullAccess');
  const queryClient = useQueryClient();
  const { data, isLoading } = useList(list);
  const accounts = useQuery({
    queryKey: ['managedItems', 'accounts'],
    queryFn: async () => (await Promise.all(AccountLists.map((l) => get<ManagedItem[]>(`managedItems/${l}`)))).flat(),
    enabled: !!spec.account,
  });
  const taxRates = useList('taxRates');
  const [rows, setRows] = useState<Row[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRows(data ? data.map((r) => ({ ...r, Rate: r.Rate === null ? '' : String(r.Rate) })) : []), [data]);

  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const addRow = () => setRows((rs) => [...rs, blank()]);
  const save = async (body: Row[] = rows): Promise<void> => {
    setSaving(true);
    try {
      const saved = await put<ManagedItem[]>(
        `managedItems/${list}`,
        body.map((r) => ({ ...r, Rate: spec.rate ? r.Rate : undefined })),
      );
      queryClient.setQueryData(['managedItems', list], saved);
      notifySuccess(managedItemsMessages(list).Updated);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const current = err.body?.Current as ManagedItem[];
        if (await confirmConcurrency()) {
          const versions = new Map(current.map((c) => [c.Id, c.Version]));
          return save(body.map((r) => ({ ...r, Version: versions.get(r.Id) ?? r.Version })));
        }
        queryClient.setQueryData(['managedItems', list], current);
        return;
      }
      const state = err instanceof ApiError ? err.modelState : undefined;
      notifyError(state ? Object.values(state).flat().join('\n') : managedItemsMessages(list).UpdateFailed);
    } finally {
      setSaving(false);
    }
  };

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
            {rows.map((r, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label={`Name ${i + 1}`}
                    data-grid="items"
                    data-row={i}
                    data-col="name"
                    value={r.Name}
                    disabled={!canEdit}
                    onChange={(e) => update(i, { Name: e.currentTarget.value })}
                    onKeyDown={rowKeys('items', i, 'name', rows.length, addRow)}
                    maxLength={200}
                  />
                </Table.Td>
                {spec.rate && (
                  <Table.Td>
                    <TextInput
                      aria-label={`Rate ${i + 1}`}
                      data-grid="items"
                      data-row={i}
                      data-col="rate"
                      value={r.Rate ?? ''}
                      disabled={!canEdit}
                      onChange={(e) => update(i, { Rate: e.currentTarget.value })}
                      onKeyDown={rowKeys('items', i, 'rate', rows.length, addRow)}
                      w={120}
                    />
                  </Table.Td>
                )}
                {spec.account && (
                  <Table.Td>
                    <Select
                      aria-label={`Export account ${i + 1}`}
                      clearable
                      disabled={!canEdit}
                      data={(accounts.data ?? []).map((a) => ({ value: String(a.Id), label: a.Name }))}
                      value={r.ExportAccountId ? String(r.ExportAccountId) : null}
                      onChange={(v) => update(i, { ExportAccountId: v ? Number(v) : null })}
                    />
                  </Table.Td>
                )}
                {spec.taxRate && (
                  <Table.Td>
                    <Select
                      aria-label={`Tax rate ${i + 1}`}
                      clearable
                      disabled={!canEdit}
                      data={(taxRates.data ?? []).map((t) => ({ value: String(t.Id), label: `${t.Name} (${t.Rate}%)` }))}
                      value={r.TaxRateId ? String(r.TaxRateId) : null}
                      onChange={(v) => update(i, { TaxRateId: v ? Number(v) : null })}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Checkbox
                    aria-label={`Active ${i + 1}`}
                    checked={r.StatusId === 1}
                    disabled={!canEdit}
                    onChange={(e) => update(i, { StatusId: e.currentTarget.checked ? 1 : 2 })}
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
      )}
      {canEdit && (
        <Group mt="md">
          <Button variant="light" onClick={addRow}>
            Add row
          </Button>
          <Button onClick={() => save()} loading={saving}>
            Save
          </Button>
        </Group>
      )}
    </>
  );
}
