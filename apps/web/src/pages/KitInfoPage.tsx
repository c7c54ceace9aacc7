import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCurrency, type Kit, KitMessages, Messages } from '@intermission/contracts';
import { del, get, put } from '../modules/api/apiClient';
import { draftOfKit, KitForm, kitBody } from '../modules/kits/KitForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

export function KitInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('Kits', 'FullAccess');
  const queryClient = useQueryClient();
  const { data: kit, isLoading, error } = useQuery({ queryKey: ['kits', id], queryFn: () => get<Kit>(`kits/${id}`) });
  const menus = useQuery({ queryKey: ['kits', id, 'menus'], queryFn: () => get<{ Id: number; Name: string; Price: string }[]>(`kits/${id}/menus`) }).data ?? [];
  const [open, setOpen] = useState(false);
  if (isLoading) return <Loader />;
  if (error || !kit) return <Alert color="red">This kit could not be loaded.</Alert>;
  const setKit = (k: Kit) => queryClient.setQueryData(['kits', id], k);

  const handleArchive = () =>
    modals.openConfirmModal({
      title: 'Archive kit',
      children: <Text>Archive {kit.Name}? Kits are archived, never deleted.</Text>,
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          const res = await del<{ Kit: Kit }>(`kits/${id}`);
          setKit(res.Kit);
          notifySuccess(KitMessages.Archived);
        } catch {
          notifyError(Messages.ArchiveFailed);
        }
      },
    });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>{kit.Name}</Title>
          {kit.Archived && <Badge color="gray">Archived</Badge>}
        </Group>
        {canEdit && !kit.Archived && (
          <Button variant="light" color="red" onClick={handleArchive}>
            Archive
          </Button>
        )}
      </Group>
      <DetailSection
        title="Kit"
        open={open}
        canEdit={canEdit && !kit.Archived}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={<KitForm key={`view-${kit.Version}`} initial={draftOfKit(kit)} readOnly onSave={async () => undefined} />}
        edit={
          <KitForm
            key={`edit-${kit.Version}`}
            initial={draftOfKit(kit)}
            onSave={(d) =>
              saveWithConcurrency((v) => put<Kit>('kits', { ...kitBody(d), Id: id, Version: v ?? kit.Version }), {
                success: KitMessages.Saved,
                onSaved: (k) => (setKit(k), setOpen(false)),
                onReload: (k) => (setKit(k), setOpen(false)),
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
