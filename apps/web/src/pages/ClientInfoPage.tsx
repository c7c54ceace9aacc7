import { Alert, Badge, Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientAreaMessages, formatPhone, Messages, PhoneTypes } from '@intermission/contracts';
import { del, get, put } from '../modules/api/apiClient';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { type Client, clientKey } from '../modules/clients/client/clientApi';
import { ClientForm } from '../modules/clients/client/ClientForm';
import { NotesPanel } from '../modules/clients/client/NotesPanel';
import { VenuesPanel } from '../modules/clients/client/VenuesPanel';
import { DocumentsPanel } from '../modules/documents/DocumentsPanel';
import { useClaim } from '../modules/session/useClaim';
import { useSession } from '../modules/session/useSession';
import { AddressForm } from '../modules/ui/AddressForm';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { emptyPhone, PhoneEditor, type PhoneRow } from '../modules/ui/PhoneEditor';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

import { useStates } from '../modules/users/useReferenceLists';

type Section = 'basic' | 'phones' | 'address' | 'notes' | 'documents' | null;

/** On the client info screen only role id 1 is treated as admin (spec document 1 §6). */
const ClientAdminRoleId = 1;

/**
 * /client/info?id (Edit Client): basic, phone, address, notes (latest 3), documents (latest 3) and
 * venues (latest 3), one section open at a time; archive or unarchive, delete, and the client's tree.
 */
export function ClientInfoPage() {
  const { id = 0 } = useHierarchyParams();
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = useClaim('Clients', 'FullAccess');
  const queryClient = useQueryClient();
  const { data: client, isLoading, error } = useQuery({ queryKey: clientKey(id), queryFn: () => get<Client>(`clients/${id}`), enabled: id > 0 });
  const states = useStates().data ?? [];
  const [open, setOpen] = useState<Section>(null);
  const [phones, setPhones] = useState<PhoneRow[]>([]);
  const [busy, setBusy] = useState(false);
  if (isLoading) return <Loader />;
  if (error || !client) return <Alert color="red">This client could not be loaded.</Alert>;

  const setClient = (c: Client) => queryClient.setQueryData(clientKey(id), c);
  const saved = { onSaved: (c: Client) => (setClient(c), setOpen(null)), onReload: (c: Client) => (setClient(c), setOpen(null)) };
  const openSection = (s: Section) => {
    // Opening restores the last loaded copy into the form.
    setPhones(
      client.ClientPhones.length
        ? client.ClientPhones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId }))
        : [emptyPhone()],
    );
    setOpen(s);
  };
  const editable = canEdit && !client.Archived;
  const section = (s: Exclude<Section, null>) => ({ open: open === s, canEdit: editable, onOpen: () => openSection(s), onClose: () => setOpen(null) });
  const stateCode = states.find((s) => s.Id === client.Address?.StateId)?.Code ?? '';
  const isAdmin = session?.roleId === ClientAdminRoleId;

  const changeState = async (archive: boolean) => {
    setBusy(true);
    try {
      const res = await put<{ Message: string; Client: Client }>(archive ? 'clients/archive' : 'clients/unarchive', { Id: id, Version: client.Version });
      setClient(res.Client);
      notifySuccess(archive ? ClientAreaMessages.ClientArchived : ClientAreaMessages.ClientUnarchived);
      navigate('/client/list');
    } catch (err) {
      showApiError(err, archive ? Messages.ArchiveFailed : Messages.UnarchiveFailed);
    } finally {
      setBusy(false);
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
          const res = await del<{ Message: string }>(`clients/${id}`);
          notifySuccess(res.Message);
          queryClient.removeQueries({ queryKey: clientKey(id) });
          navigate('/client/list');
        } catch (err) {
          // A client with venues is refused with the server's own explanation.
          showApiError(err, Messages.DeleteFailed, undefined, [400]);
        }
      },
    });

  return (
    <>
      <HierarchyBreadcrumbs params={{}} current={client.Name} />
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
              <Button variant="light" color="green" loading={busy} onClick={() => changeState(false)}>
                Unarchive
              </Button>
            ) : (
              <Button variant="light" color="orange" loading={busy} onClick={() => changeState(true)}>
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
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DetailSection
            title="Basic Info"
            {...section('basic')}
            view={
              <Stack gap={2}>
                <Text>Client type: {client.ClientType?.Name ?? '—'}</Text>
                <Text style={{ whiteSpace: 'pre-line' }}>
                  {client.Description || (
                    <Text span c="dimmed">
                      No description
                    </Text>
                  )}
                </Text>
              </Stack>
            }
            edit={
              <ClientForm
                key={client.Version}
                client={client}
                submitLabel="Save"
                onSave={(form, setFieldError) =>
                  saveWithConcurrency((v) => put<Client>('clients/', { ...form, Id: id, Version: v ?? client.Version }), {
                    success: ClientAreaMessages.ClientSaved,
                    setFieldError,
                    ...saved,
                  })
                }
              />
            }
          />
          <DetailSection
            title="Phones"
            {...section('phones')}
            view={
              client.ClientPhones.length ? (
                client.ClientPhones.map((p, i) => (
                  <Text key={i}>
                    {PhoneTypes.find((t) => t.Id === p.PhoneTypeId)?.Name ?? 'Phone'}: {formatPhone(p.Phone)}
                    {p.Extension ? ` x${p.Extension}` : ''}
                    {p.IsPrimary ? ' (primary)' : ''}
                  </Text>
                ))
              ) : (
                <Text c="dimmed">No phones</Text>
              )
            }
            edit={
              <>
                <PhoneEditor rows={phones} onChange={setPhones} />
                <Group mt="sm">
                  <Button
                    onClick={() =>
                      saveWithConcurrency(
                        (v) => put<Client>(`clients/${id}/phones`, { ClientPhones: phones.filter((p) => p.Phone.trim()), Version: v ?? client.Version }),
                        { success: ClientAreaMessages.ClientSaved, ...saved },
                      )
                    }
                  >
                    Save
                  </Button>
                </Group>
              </>
            }
          />
          <DetailSection
            title="Address"
            {...section('address')}
            view={
              client.Address ? (
                <Text>{[client.Address.Line1, client.Address.Line2, client.Address.City, stateCode, client.Address.Zip].filter(Boolean).join(', ')}</Text>
              ) : (
                <Text c="dimmed">No address</Text>
              )
            }
            edit={
              <AddressForm
                initial={client.Address}
                onSave={(a) =>
                  saveWithConcurrency((v) => put<Client>(`clients/${id}/address`, { Address: a, Version: v ?? client.Version }), {
                    success: ClientAreaMessages.ClientSaved,
                    ...saved,
                  })
                }
              />
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <NotesPanel client={client} {...section('notes')} />
          <DocumentsPanel
            owner={`clients/${client.Id}`}
            allPath={hierarchyPath('/client/docs', { id: client.Id, name: client.Name })}
            {...section('documents')}
          />
          <VenuesPanel client={client} />
        </Grid.Col>
      </Grid>
    </>
  );
}
