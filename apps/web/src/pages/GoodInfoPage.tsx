import { Alert, Anchor, Loader, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, type Good, GoodMessages } from '@intermission/contracts';
import { ListBreadcrumbs } from '../modules/app/ListBreadcrumbs';
import { useArchiveGoodMutation, useGoodQuery, useGoodVendorsQuery, useSaveGoodMutation } from '../modules/goods/api';
import { GoodForm } from '../modules/goods/GoodForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { fact } from '../modules/ui/Fact';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

/** /good/info?id: a good's basic info (edited in place) and its latest vendors; archive. */
export function GoodInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const canEdit = useClaim('Goods', 'FullAccess');
  const { data: good, isLoading, error } = useGoodQuery(id);
  const vendors = useGoodVendorsQuery(id);
  const save = useSaveGoodMutation(id);
  const archive = useArchiveGoodMutation(id);
  const [open, setOpen] = useState(false);

  if (isLoading) return <Loader />;
  if (error || !good) return <Alert color="red">{GoodMessages.LoadFailed}</Alert>;

  const handleArchive = () =>
    modals.openConfirmModal({
      title: 'Archive good',
      children: <Text>Archive {good.Name}? It stays in history and reports.</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await archive.mutateAsync();
          notifySuccess(GoodMessages.Archived);
          navigate('/good/list');
        } catch (err) {
          showApiError(err, GoodMessages.ArchiveFailed);
        }
      },
    });

  return (
    <>
      <ListBreadcrumbs list="/good/list" current={good.Name} />
      <RecordHeader title={good.Name} kind="good" archived={good.Archived} canEdit={canEdit} onArchive={async () => void handleArchive()} />
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
            {fact('Taxable', good.Taxable ? 'Yes' : 'No')}
            {fact('Show on IGL', good.ShowOnIgl ? 'Yes' : 'No')}
            {fact('Can be wasted', good.CanBeWasted ? 'Yes' : 'No')}
          </SimpleGrid>
        }
        edit={
          <GoodForm
            key={good.Version}
            good={good}
            actions={[
              {
                label: 'Save',
                onClick: async (values, setFieldError) => {
                  await saveWithConcurrency((v) => save.mutateAsync({ ...values, Version: v ?? good.Version }), {
                    success: GoodMessages.Saved,
                    setFieldError,
                    current: (c) => (c as Good[])[0],
                    onSaved: () => setOpen(false),
                    onReload: (g) => (save.setDetail(g), setOpen(false)),
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
