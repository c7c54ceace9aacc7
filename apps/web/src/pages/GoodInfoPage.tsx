import { Alert, Anchor, Badge, Button, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, type Good, GoodMessages } from '@intermission/contracts';
import { api, del, get, put } from '../modules/api/apiClient';
import { draftOfGood, GoodForm, goodBody } from '../modules/goods/GoodForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

interface VendorLink {
  Id: number;
  Name: string;
}

export function GoodInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('Goods', 'FullAccess');
  const queryClient = useQueryClient();
  const { data: good, isLoading, error } = useQuery({ queryKey: ['goods', id], queryFn: () => get<Good>(`goods/${id}`) });
  const vendors = useQuery({
    queryKey: ['goods', id, 'vendors'],
    queryFn: async () => {
      const res = await api<VendorLink[]>('GET', `goods/${id}/vendors/_search?q=*&skip=0&take=3`);
      return { rows: res.data, total: Number(res.headers.get('X-List-Count') ?? res.data.length) };
    },
  });
  const [open, setOpen] = useState(false);

  if (isLoading) return <Loader />;
  if (error || !good) return <Alert color="red">{GoodMessages.LoadFailed}</Alert>;
  const setGood = (g: Good) => queryClient.setQueryData(['goods', id], g);

  const handleArchive = () =>
    modals.openConfirmModal({
      title: 'Archive good',
      children: <Text>Archive {good.Name}? It stays in history and reports.</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await del(`goods/${id}`);
          notifySuccess(GoodMessages.Archived);
          navigate('/good/list');
        } catch {
          notifyError(GoodMessages.ArchiveFailed);
        }
      },
    });

  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>{good.Name}</Title>
          {good.Archived && <Badge color="gray">Archived</Badge>}
        </Group>
        {canEdit && !good.Archived && (
          <Button variant="light" color="red" onClick={handleArchive}>
            Archive
          </Button>
        )}
      </Group>
      <DetailSection
        title="Basic Info"
        open={open}
        canEdit={canEdit}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={3}>
            {fact('Category', good.InventoryCategory.Name)}
            {fact('Type', good.GoodType.Name)}
            {fact('Default Price', formatCurrency(good.DefaultPrice))}
            {fact('Standard Cost', good.StandardCost === null ? 'Not set' : formatCurrency(good.StandardCost))}
            {fact('Revenue Account', good.RevenueAccount.Name)}
            {fact('COGS Account', good.CogsAccount.Name)}
            {fact('Inventory Account', good.InventoryAccount.Name)}
            {fact('Tracked', good.Tracked ? 'Yes' : 'No')}
            {fact('Alcohol', good.Alcohol ? `Yes, ${good.Volume} oz` : 'No')}
          </SimpleGrid>
        }
        edit={
          <GoodForm
            key={good.Version}
            initial={draftOfGood(good)}
            actions={[
              {
                label: 'Save',
                onClick: async (d) => {
                  await saveWithConcurrency(async (v) => (await put<Good[]>('goods', [{ ...goodBody(d), Id: id, Version: v ?? good.Version }]))[0], {
                    success: GoodMessages.Saved,
                    current: (c) => (c as Good[])[0],
                    onSaved: (g) => (setGood(g), setOpen(false)),
                    onReload: (g) => (setGood(g), setOpen(false)),
                  });
                },
              },
            ]}
          />
        }
      />
      <DetailSection
        title="Vendors"
        open={false}
        canEdit={false}
        onOpen={() => undefined}
        onClose={() => undefined}
        view={
          vendors.data?.rows.length ? (
            <>
              {vendors.data.rows.map((v) => (
                <Text key={v.Id}>{v.Name}</Text>
              ))}
              <Anchor component={Link} to={`/good/vendors?goodId=${id}&goodName=${encodeURIComponent(good.Name)}`} size="sm">
                {vendors.data.total > 3 ? `See all ${vendors.data.total} vendors` : 'See the vendors'}
              </Anchor>
            </>
          ) : (
            <Text c="dimmed">No vendors supply this good yet.</Text>
          )
        }
        edit={null}
      />
    </>
  );
}
