import { Button, Group, Pagination, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useSessionStorage } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCurrency, GoodMessages, ListCountHeader, ListPageSize } from '@intermission/contracts';
import { api, put } from '../modules/api/apiClient';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

interface CostRow {
  GoodId: number;
  Name: string;
  Cost: number | null;
  EffectiveFrom: string | null;
}

/** /good/update/goodCosts: 12 goods a page, every cost on the page saved at once. */
export function StandardCostsPage() {
  const [state, setState] = useSessionStorage({
    key: 'intermission.state.list.standardCosts',
    defaultValue: { q: '', page: 1 },
    getInitialValueInEffect: false,
  });
  const [q] = useDebouncedValue(state.q, 250);
  const queryClient = useQueryClient();
  const url = `goods/getStandardCosts?q=${encodeURIComponent(q || '*')}&skip=${(state.page - 1) * ListPageSize}&take=${ListPageSize}`;
  const { data } = useQuery({
    queryKey: ['standardCosts', url],
    queryFn: async () => {
      const res = await api<CostRow[]>('GET', url);
      return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
  // Only what the user typed; a row shows its cost in force until edited.
  const [costs, setCosts] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    const body = (data?.rows ?? []).flatMap((r) => {
      const cost = String(costs[r.GoodId] ?? r.Cost ?? '').trim();
      return cost ? [{ GoodId: r.GoodId, Cost: cost }] : [];
    });
    if (!body.length) {
      notifyError('There are no costs on this page to save');
      return;
    }
    setSaving(true);
    try {
      await put('goods/updateStandardCosts', body);
      notifySuccess(GoodMessages.CostsSaved);
      setCosts({});
      await queryClient.invalidateQueries({ queryKey: ['standardCosts'] });
    } catch (err) {
      showApiError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Title order={2} mb="md">
        Update Standard Costs
      </Title>
      <TextInput label="Search" value={state.q} onChange={(e) => setState({ q: e.currentTarget.value, page: 1 })} w={280} mb="sm" />
      <Table withTableBorder aria-label="Standard costs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Good</Table.Th>
            <Table.Th>Cost in force</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th>New cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.rows ?? []).map((r) => (
            <Table.Tr key={r.GoodId}>
              <Table.Td>{r.Name}</Table.Td>
              <Table.Td>{r.Cost === null ? 'Not set' : formatCurrency(r.Cost)}</Table.Td>
              <Table.Td>{r.EffectiveFrom ? new Date(r.EffectiveFrom).toLocaleDateString('en-US') : ''}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Cost of ${r.Name}`}
                  inputMode="decimal"
                  value={costs[r.GoodId] ?? r.Cost ?? ''}
                  onChange={(e) => setCosts({ ...costs, [r.GoodId]: e.currentTarget.value })}
                  w={140}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {data?.total ?? 0} in all
        </Text>
        <Pagination
          total={Math.max(1, Math.ceil((data?.total ?? 0) / ListPageSize))}
          value={state.page}
          onChange={(page) => setState({ ...state, page })}
          size="sm"
        />
      </Group>
      <Button mt="md" onClick={handleSave} loading={saving}>
        Save costs on this page
      </Button>
    </>
  );
}
