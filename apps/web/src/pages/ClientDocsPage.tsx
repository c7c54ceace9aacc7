import { ActionIcon, Alert, Anchor, Group, Loader, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DefaultSearch } from '@intermission/contracts';
import { get } from '../modules/api/apiClient';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { useHierarchyParams } from '../modules/clients/hierarchyParams';
import { type ClientDocument, searchQuery } from '../modules/clients/client/clientApi';
import { confirmDocumentDelete, DocumentThumbnail, DocumentUpload } from '../modules/clients/client/DocumentParts';
import { deleteDocument, downloadDocument } from '../modules/clients/client/documents';
import { formatDateTime } from '../modules/clients/client/NotesPanel';
import { useClaim } from '../modules/session/useClaim';

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /client/docs?id&name (Client Documents): every document of the client, with search, upload, download and delete. */
export function ClientDocsPage() {
  const { id = 0 } = useHierarchyParams();
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const canEdit = useClaim('Clients', 'FullAccess');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const key = ['clients', id, 'documents', 'all', q] as const;
  const {
    data: docs,
    isLoading,
    error,
  } = useQuery({
    queryKey: key,
    queryFn: () => get<ClientDocument[]>(`clients/${id}/documents/_search?${searchQuery(q, DefaultSearch.skip, DefaultSearch.take)}`),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['clients', id, 'documents'] });
  const remove = async (doc: ClientDocument) => {
    if (!(await deleteDocument(id, doc.Id))) return;
    queryClient.setQueryData<ClientDocument[]>(key, (old = []) => old.filter((d) => d.Id !== doc.Id));
    void refresh();
  };

  return (
    <>
      <HierarchyBreadcrumbs params={{ clientId: id, clientName: name }} current="Documents" />
      <Group justify="space-between" mb="md">
        <Title order={2}>{name ? `${name} – Documents` : 'Client Documents'}</Title>
        {canEdit && (
          <DocumentUpload
            clientId={id}
            onUploaded={(doc) => {
              queryClient.setQueryData<ClientDocument[]>(key, (old = []) => [doc, ...old.filter((d) => d.Id !== doc.Id)]);
              void refresh();
            }}
          />
        )}
      </Group>
      <TextInput label="Search" placeholder="Search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} mb="md" />
      {isLoading ? (
        <Loader />
      ) : error || !docs ? (
        <Alert color="red">The documents could not be loaded.</Alert>
      ) : docs.length ? (
        <Table aria-label="Documents" verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64} />
              <Table.Th>Name</Table.Th>
              <Table.Th w={110}>Size</Table.Th>
              <Table.Th w={190}>Uploaded</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((d) => (
              <Table.Tr key={d.Id}>
                <Table.Td>
                  <DocumentThumbnail clientId={id} doc={d} />
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => downloadDocument(id, d)}>
                    {d.Name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatSize(d.Size)}</Table.Td>
                <Table.Td>{formatDateTime(d.CreatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Download ${d.Name}`} onClick={() => downloadDocument(id, d)}>
                      <IconDownload size={16} />
                    </ActionIcon>
                    {canEdit && (
                      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.Name}`} onClick={() => confirmDocumentDelete(d, () => void remove(d))}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed">No documents</Text>
      )}
    </>
  );
}
