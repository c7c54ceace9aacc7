import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { type Client, ClientAreaMessages, type MessageAnswer, Messages } from '@intermission/contracts';
import { useClaim } from '../../session/useClaim';
import { useSession } from '../../session/useSession';
import { notifySuccess } from '../../ui/notify';
import { showApiError } from '../../ui/showApiError';
import { hierarchyPath } from '../hierarchyParams';
import { useClientStateMutation, useDeleteClientMutation } from './api';

/** On the client info screen only role id 1 is treated as admin (spec document 1 §6). */
const ClientAdminRoleId = 1;

/** A client's title with its type and Archived badges; the tree, archive or unarchive, and delete (an administrator's). */
export function ClientHeader({ client }: { client: Client }) {
  const id = client.Id;
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = useClaim('Clients', 'FullAccess');
  const stateChange = useClientStateMutation(id);
  const remove = useDeleteClientMutation(id);
  const isAdmin = session?.roleId === ClientAdminRoleId;

  const changeState = async (archive: boolean) => {
    try {
      await stateChange.mutateAsync({ archive, Version: client.Version });
      notifySuccess(archive ? ClientAreaMessages.ClientArchived : ClientAreaMessages.ClientUnarchived);
      navigate('/client/list');
    } catch (err) {
      showApiError(err, archive ? Messages.ArchiveFailed : Messages.UnarchiveFailed);
    }
  };
  const handleDelete = () =>
    modals.openConfirmModal({
      title: 'Delete client',
      children: <Text>Delete {client.Name}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const res = (await remove.mutateAsync()) as MessageAnswer;
          notifySuccess(res.Message);
          navigate('/client/list');
        } catch (err) {
          // A client with venues is refused with the server's own explanation.
          showApiError(err, Messages.DeleteFailed, undefined, [400]);
        }
      },
    });

  return (
    <Group justify="space-between" mb="md">
      <Group>
        <Title order={2}>{client.Name}</Title>
        {client.ClientType && <Badge variant="light">{client.ClientType.Name}</Badge>}
        {client.Archived && <Badge color="gray">Archived</Badge>}
      </Group>
      <Group>
        <Button variant="default" onClick={() => navigate(hierarchyPath('/client/tree', { id, name: client.Name }))}>
          Tree
        </Button>
        {canEdit &&
          (client.Archived ? (
            <Button variant="light" color="green" loading={stateChange.isPending} onClick={() => changeState(false)}>
              Unarchive
            </Button>
          ) : (
            <Button variant="light" color="orange" loading={stateChange.isPending} onClick={() => changeState(true)}>
              Archive
            </Button>
          ))}
        {canEdit && isAdmin && (
          <Button variant="light" color="red" onClick={handleDelete}>
            Delete
          </Button>
        )}
      </Group>
    </Group>
  );
}
