import { Button, Checkbox, Group, Select, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatCurrency, type Good } from '@intermission/contracts';
import { goodsSearchQuery, useGoodCategoriesQuery } from '../modules/goods/api';
import { useClaim } from '../modules/session/useClaim';
import { PagedList, stateId } from '../modules/ui/PagedList';

export function GoodsListPage() {
  const navigate = useNavigate();
  const canAdd = useClaim('Goods', 'FullAccess');
  const categories = useGoodCategoriesQuery().data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Goods</Title>
        {canAdd && <Button onClick={() => navigate('/good/add')}>Add Good</Button>}
      </Group>
      <PagedList<Good>
        stateKey="goods"
        label="Goods"
        initial={{ categoryId: '', includeInactive: false }}
        query={(s, skip, take) => goodsSearchQuery({ q: s.q, skip, take, categoryId: stateId(s.categoryId), includeInactive: !!s.includeInactive })}
        filters={(s, set) => (
          <>
            <Select
              label="Category"
              clearable
              placeholder="All categories"
              data={categories.map((c) => ({ value: String(c.Id), label: c.Name }))}
              value={s.categoryId ? String(s.categoryId) : null}
              onChange={(v) => set({ categoryId: v ?? '' })}
              w={240}
            />
            <Checkbox label="Include inactive" checked={!!s.includeInactive} onChange={(e) => set({ includeInactive: e.currentTarget.checked })} mb={8} />
          </>
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { headerName: 'Category', valueGetter: (p) => p.data?.InventoryCategory.Name },
          { headerName: 'Type', valueGetter: (p) => p.data?.GoodType.Name },
          { headerName: 'Standard Cost', valueGetter: (p) => (p.data?.StandardCost === null ? '' : formatCurrency(p.data?.StandardCost)), maxWidth: 150 },
          { headerName: 'Tracked', valueGetter: (p) => (p.data?.Tracked ? 'Yes' : 'No'), maxWidth: 110 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(g) => navigate(`/good/info?id=${g.Id}`)}
      />
    </>
  );
}
