import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type IpRange, IpMessages } from '@intermission/contracts';
import { del, get, post } from '../modules/api/apiClient';
import { useClaim } from '../modules/session/useClaim';
import { DataGrid } from '../modules/ui/DataGrid';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

const emptyRange = { Name: '', FromOctet1: 0, FromOctet2: 0, FromOctet3: 0, FromOctet4: 0, ToOctet4: 0 };

/** /ip-whitelisting/ip-whitelisting: the addresses sign-in admits. */
export function IpWhitelistingPage() {
  const canEdit = useClaim('AppSettings', 'FullAccess');
  const queryClient = useQueryClient();
  const { data = [] } = useQuery({ queryKey: ['ip-whitelisting'], queryFn: () => get<IpRange[]>('ip-whitelisting') });
  const [opened, { open, close }] = useDisclosure(false);
  const [range, setRange] = useState(emptyRange);
  const [keepOpen, setKeepOpen] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['ip-whitelisting'] });

  const handleAdd = async () => {
    if (range.FromOctet4 > range.ToOctet4) return notifyError(IpMessages.Invalid);
    try {
      await post('ip-whitelisting', { ...range, KeepDialogOpen: keepOpen });
      notifySuccess(IpMessages.Saved);
      await reload();
      if (keepOpen) setRange({ ...range, Name: '', FromOctet4: 0, ToOctet4: 0 });
      else close();
    } catch (err) {
      showApiError(err);
    }
  };
  const handleDelete = (r: IpRange) =>
    modals.openConfirmModal({
      title: 'Delete range',
      children: <Text>Delete {r.StartIp === r.EndIp ? r.StartIp : `${r.StartIp} – ${r.EndIp}`}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await del(`ip-whitelisting/${r.Id}`);
          notifySuccess(IpMessages.Deleted);
          await reload();
        } catch {
          notifyError(IpMessages.CannotDelete);
        }
      },
    });

  const octet = (label: string, key: keyof typeof emptyRange) => (
    <NumberInput
      label={label}
      min={0}
      max={255}
      clampBehavior="strict"
      allowDecimal={false}
      value={range[key] as number}
      onChange={(v) => setRange({ ...range, [key]: Number(v) || 0 })}
      w={80}
    />
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>IP Whitelisting</Title>
        {canEdit && <Button onClick={() => (setRange(emptyRange), open())}>Add Range</Button>}
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
        <Stack>
          <TextInput label="Name" value={range.Name} onChange={(e) => setRange({ ...range, Name: e.currentTarget.value })} maxLength={100} />
          <Group gap="xs" align="flex-end">
            {octet('From', 'FromOctet1')}
            {octet(' ', 'FromOctet2')}
            {octet(' ', 'FromOctet3')}
            {octet(' ', 'FromOctet4')}
            <Text pb={8}>to</Text>
            {octet('To', 'ToOctet4')}
          </Group>
          <Checkbox label="Keep this dialog open to add another" checked={keepOpen} onChange={(e) => setKeepOpen(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={handleAdd}>Save</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
