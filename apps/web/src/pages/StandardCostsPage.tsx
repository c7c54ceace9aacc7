import { Group, Pagination, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useSessionStorage } from '@mantine/hooks';
import { useState } from 'react';
import { GoodMessages, ListPageSize } from '@intermission/contracts';
import { useSaveStandardCostsMutation, useStandardCostsQuery } from '../modules/goods/api';
import { StandardCostsForm } from '../modules/goods/StandardCostsForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /good/update/goodCosts: 12 goods a page, every cost on the page saved at once. */
export function StandardCostsPage() {
  const [state, setState] = useSessionStorage({
    key: 'intermission.state.list.standardCosts',
    defaultValue: { q: '', page: 1 },
    getInitialValueInEffect: false,
  });
  const [q] = useDebouncedValue(state.q, 250);
  const { data } = useStandardCostsQuery(q, state.page);
  const save = useSaveStandardCostsMutation();
  // A new form for each page read, and again after a save, so it shows the costs now in force.
  const [saves, setSaves] = useState(0);

  return (
    <>
      <Title order={2} mb="md">
        Update Standard Costs
      </Title>
      <TextInput label="Search" value={state.q} onChange={(e) => setState({ q: e.currentTarget.value, page: 1 })} w={280} mb="sm" />
      <StandardCostsForm
        key={`${q}/${state.page}/${saves}/${data?.rows.map((r) => r.GoodId).join(',')}`}
        rows={data?.rows ?? []}
        onSave={async ({ Costs }, setFieldError) => {
          try {
            await save.mutateAsync(Costs);
            notifySuccess(GoodMessages.CostsSaved);
            setSaves((n) => n + 1);
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
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
    </>
  );
}
