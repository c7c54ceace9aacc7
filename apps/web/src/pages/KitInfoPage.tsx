import { Alert, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCurrency, KitMessages, Messages } from '@intermission/contracts';
import { useArchiveKitMutation, useKitMenusQuery, useKitQuery, useSaveKitMutation } from '../modules/kits/api';
import { KitForm } from '../modules/kits/KitForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

export function KitInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('Kits', 'FullAccess');
  const { data: kit, isLoading, error } = useKitQuery(id);
  const menus = useKitMenusQuery(id).data ?? [];
  const save = useSaveKitMutation(id);
  const archive = useArchiveKitMutation(id);
  const [open, setOpen] = useState(false);
  if (isLoading) return <Loader />;
  if (error || !kit) return <Alert color="red">This kit could not be loaded.</Alert>;

  const handleArchive = () =>
    modals.openConfirmModal({
      title: 'Archive kit',
      children: <Text>Archive {kit.Name}? Kits are archived, never deleted.</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await archive.mutateAsync();
          notifySuccess(KitMessages.Archived);
        } catch (err) {
          showApiError(err, Messages.ArchiveFailed);
        }
      },
    });

  return (
    <>
      <RecordHeader title={kit.Name} kind="kit" archived={kit.Archived} canEdit={canEdit} onArchive={async () => void handleArchive()} />
      <DetailSection
        title="Kit"
        open={open}
        canEdit={canEdit && !kit.Archived}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={<KitForm key={`view-${kit.Version}`} kit={kit} readOnly onSave={async () => undefined} />}
        edit={
          <KitForm
            key={`edit-${kit.Version}`}
            kit={kit}
            onSave={(body) =>
              saveWithConcurrency((v) => save.mutateAsync({ ...body, Version: v ?? kit.Version }), {
                success: KitMessages.Saved,
                onSaved: () => setOpen(false),
                onReload: (k) => (save.setDetail(k), setOpen(false)),
              })
            }
          />
        }
      />
      <DetailSection
        title="Menus"
        open={false}
        canEdit={false}
        onOpen={() => undefined}
        onClose={() => undefined}
        view={
          menus.length ? (
            menus.map((m) => (
              <Text key={m.Id}>
                {m.Name}: {formatCurrency(m.Price)}
              </Text>
            ))
          ) : (
            <Text c="dimmed">Not on any menu yet.</Text>
          )
        }
        edit={null}
      />
    </>
  );
}
