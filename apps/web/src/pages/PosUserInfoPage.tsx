import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PosUserMessages } from '@intermission/contracts';
import { usePosUserQuery, useSavePosPinMutation, useSavePosUserMutation, useSetPosUserArchivedMutation } from '../modules/pos/api';
import { PosPinForm } from '../modules/pos/PosPinForm';
import { PosUserForm } from '../modules/pos/PosUserForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import type { OnSave } from '../modules/ui/form/useZodForm';
import { showApiError, showFormApiError } from '../modules/ui/showApiError';

export function PosUserInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('PosUsers', 'FullAccess');
  const { data: pos, isLoading, error } = usePosUserQuery(id);
  const save = useSavePosUserMutation(id);
  const savePinMutation = useSavePosPinMutation(id);
  const setArchived = useSetPosUserArchivedMutation(id);
  const [open, setOpen] = useState<'basic' | 'pin' | null>(null);

  if (isLoading) return <Loader />;
  if (error || !pos) return <Alert color="red">This POS user could not be loaded.</Alert>;

  const toggle = async () => {
    try {
      const { Message } = await setArchived.mutateAsync(!pos.Archived);
      notifySuccess(Message);
    } catch (err) {
      showApiError(err, PosUserMessages.UpdateFailed);
    }
  };
  const savePin: OnSave<{ Pin: string }> = async ({ Pin }, setFieldError) => {
    try {
      await savePinMutation.mutateAsync(Pin);
      notifySuccess(PosUserMessages.Saved);
      setOpen(null);
    } catch (err) {
      showFormApiError(err, setFieldError, PosUserMessages.UpdateFailed);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>
            {pos.FirstName} {pos.LastName}
          </Title>
          <Badge color={pos.Archived ? 'gray' : 'green'}>{pos.Archived ? 'Deactivated' : 'Active'}</Badge>
        </Group>
        {canEdit && (
          <Button variant="light" color={pos.Archived ? 'green' : 'red'} onClick={toggle}>
            {pos.Archived ? 'Activate' : 'Deactivate'}
          </Button>
        )}
      </Group>
      <DetailSection
        title="Basic Info"
        open={open === 'basic'}
        canEdit={canEdit}
        onOpen={() => setOpen('basic')}
        onClose={() => setOpen(null)}
        view={
          <Text>
            {pos.VenueName} · {pos.ClientName}
          </Text>
        }
        edit={
          <PosUserForm
            withPin={false}
            initial={{ FirstName: pos.FirstName, LastName: pos.LastName, VenueId: pos.VenueId }}
            onSave={(d, setFieldError) =>
              saveWithConcurrency(
                (v) =>
                  save.mutateAsync({ Id: id, FirstName: d.FirstName, LastName: d.LastName, VenueId: d.VenueId, UserId: pos.UserId, Version: v ?? pos.Version }),
                {
                  success: PosUserMessages.Saved,
                  setFieldError,
                  onSaved: () => setOpen(null),
                  onReload: (p) => (save.setDetail(p), setOpen(null)),
                },
              )
            }
          />
        }
      />
      <DetailSection
        title="PIN"
        open={open === 'pin'}
        canEdit={canEdit}
        onOpen={() => setOpen('pin')}
        onClose={() => setOpen(null)}
        view={<Text c="dimmed">••••</Text>}
        edit={<PosPinForm posUserId={id} onSave={savePin} />}
      />
    </>
  );
}
