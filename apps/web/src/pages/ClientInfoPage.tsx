import { Alert, Grid, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ClientAreaMessages } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClientQuery, useSaveClientAddressMutation, useSaveClientMutation, useSaveClientPhonesMutation } from '../modules/clients/client/api';
import { ClientForm } from '../modules/clients/client/ClientForm';
import { ClientHeader } from '../modules/clients/client/ClientHeader';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { NotesPanel } from '../modules/clients/client/NotesPanel';
import { VenuesPanel } from '../modules/clients/client/VenuesPanel';
import { DocumentsPanel } from '../modules/documents/DocumentsPanel';
import { documentOwners } from '../modules/documents/api';
import { useClaim } from '../modules/session/useClaim';
import { AddressSection } from '../modules/ui/AddressSection';
import { DetailSection } from '../modules/ui/DetailSection';
import { PhonesSection } from '../modules/ui/PhonesSection';

type Section = 'basic' | 'phones' | 'address' | 'notes' | 'documents' | null;

/**
 * /client/info?id (Edit Client): basic, phone, address, notes (latest 3), documents (latest 3) and
 * venues (latest 3), one section open at a time; archive or unarchive, delete, and the client's tree.
 */
export function ClientInfoPage() {
  const { id = 0 } = useHierarchyParams();
  const canEdit = useClaim('Clients', 'FullAccess');
  const { data: client, isLoading, error } = useClientQuery(id);
  const save = useSaveClientMutation(id);
  const savePhones = useSaveClientPhonesMutation(id);
  const saveAddress = useSaveClientAddressMutation(id);
  const [open, setOpen] = useState<Section>(null);
  if (isLoading) return <Loader />;
  if (error || !client) return <Alert color="red">This client could not be loaded.</Alert>;

  const editable = canEdit && !client.Archived;
  const section = (s: Exclude<Section, null>) => ({ open: open === s, canEdit: editable, onOpen: () => setOpen(s), onClose: () => setOpen(null) });

  return (
    <>
      <HierarchyBreadcrumbs params={{}} current={client.Name} />
      <ClientHeader client={client} />
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
                onSave={saveRecordForm(save, client, ClientAreaMessages.ClientSaved, () => setOpen(null))}
              />
            }
          />
          <PhonesSection
            phones={client.ClientPhones}
            version={client.Version}
            section={section('phones')}
            save={(phones, Version) => savePhones.mutateAsync({ ClientPhones: phones, Version })}
            success={ClientAreaMessages.ClientSaved}
            onReload={save.setDetail}
            withType
          />
          <AddressSection
            address={client.Address}
            version={client.Version}
            section={section('address')}
            save={saveAddress.mutateAsync}
            success={ClientAreaMessages.ClientSaved}
            onReload={save.setDetail}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <NotesPanel client={client} {...section('notes')} />
          <DocumentsPanel
            owner={documentOwners.client(client.Id)}
            allPath={hierarchyPath('/client/docs', { id: client.Id, name: client.Name })}
            {...section('documents')}
          />
          <VenuesPanel client={client} />
        </Grid.Col>
      </Grid>
    </>
  );
}
