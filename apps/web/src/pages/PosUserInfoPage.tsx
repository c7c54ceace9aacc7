import { Alert, Badge, Button, Group, Loader, PasswordInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PinSchema, PosUserMessages } from '@intermission/contracts';
import { usePosUserQuery, useSavePosPinMutation, useSavePosUserMutation, useSetPosUserArchivedMutation } from '../modules/pos/api';
import { PosUserForm } from '../modules/pos/PosUserForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

export function PosUserInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canEdit = useClaim('PosUsers', 'FullAccess');
  const { data: pos, isLoading, error } = usePosUserQuery(id);
  const save = useSavePosUserMutation(id);
  const savePinMutation = useSavePosPinMutation(id);
  const setArchived = useSetPosUserArchivedMutation(id);
  const [open, setOpen] = useState<'basic' | 'pin' | null>(null);
  const [pin, setPin] = useState('');

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
  const savePin = async () => {
    try {
      await savePinMutation.mutateAsync(pin);
      notifySuccess(PosUserMessages.Saved);
      setOpen(null);
    } catch (err) {
      showApiError(err, PosUserMessages.UpdateFailed);
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
        onOpen={() => (setPin(''), setOpen('pin'))}
        onClose={() => setOpen(null)}
        view={<Text c="dimmed">••••</Text>}
        edit={
          <Group align="flex-end">
            <PasswordInput label="New PIN" inputMode="numeric" value={pin} onChange={(e) => setPin(e.currentTarget.value)} maxLength={8} w={200} />
            <Button onClick={savePin} disabled={!PinSchema.safeParse(pin).success}>
              Save
            </Button>
          </Group>
        }
      />
    </>
  );
}
