import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IpMessages } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { type IpRange, useDeleteIpRangeMutation, useIpRangesQuery } from '../modules/settings/api';
import { IpRangeForm } from '../modules/settings/IpRangeForm';
import { DataGrid } from '../modules/ui/DataGrid';
import { notifyError, notifySuccess } from '../modules/ui/notify';

/** /ip-whitelisting/ip-whitelisting: the addresses sign-in admits. */
export function IpWhitelistingPage() {
  const canEdit = useClaim('AppSettings', 'FullAccess');
  const { data = [] } = useIpRangesQuery();
  const remove = useDeleteIpRangeMutation();
  const [opened, { open, close }] = useDisclosure(false);

  const handleDelete = (r: IpRange) =>
    modals.openConfirmModal({
      title: 'Delete range',
      children: <Text>Delete {r.StartIp === r.EndIp ? r.StartIp : `${r.StartIp} – ${r.EndIp}`}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(r.Id);
          notifySuccess(IpMessages.Deleted);
        } catch {
          notifyError(IpMessages.CannotDelete);
        }
      },
    });

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>IP Whitelisting</Title>
        {canEdit && <Button onClick={open}>Add Range</Button>}
      </Group>
      <DataGrid<IpRange>
        label="IP ranges"
        rows={data}
        columns={[
          { field: 'Name', headerName: 'Name' },
          { field: 'StartIp', headerName: 'From' },
          { field: 'EndIp', headerName: 'To' },
          {
            headerName: '',
            maxWidth: 120,
            cellRenderer: (p: { data?: IpRange }) =>
              canEdit && p.data ? (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => handleDelete(p.data!)}>
                  Delete
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal opened={opened} onClose={close} title="Add IP Range">
        <IpRangeForm onClose={close} />
      </Modal>
    </>
  );
}
