import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Good, GoodMessages } from '@intermission/contracts';
import { ListBreadcrumbs } from '../modules/app/ListBreadcrumbs';
import { useArchiveGoodMutation, useGoodQuery, useGoodVendorsQuery, useSaveGoodMutation } from '../modules/goods/api';
import { GoodFacts } from '../modules/goods/GoodFacts';
import { GoodForm } from '../modules/goods/GoodForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { RecordHeader } from '../modules/ui/RecordHeader';
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
        view={<GoodFacts good={good} />}
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
