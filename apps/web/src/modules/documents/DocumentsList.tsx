import { ActionIcon, Alert, Anchor, Group, Loader, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListCountHeader } from '@intermission/contracts';
import { api } from '../api/apiClient';
import { formatDateTime } from '../ui/formatDateTime';
import { confirmDocumentDelete, DocumentThumbnail, DocumentUpload } from './DocumentParts';
import { deleteDocument, documentKeys, documentsSearchPath, downloadDocument, type StoredDocument } from './documents';

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  /** The record's base path ('clients/5', 'received-orders/<uuid>'). */
  owner: string;
  canEdit: boolean;
  /** Documents a page; the pager shows when there is more than one page. */
  pageSize: number;
}

/** Every document of a record: search, upload, thumbnails, download and delete, a page at a time. */
export function DocumentsList({ owner, canEdit, pageSize }: Props) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search, 250);
  const skip = (page - 1) * pageSize;
  const key = documentKeys.search(owner, q, skip, pageSize);
  const { data, isLoading, error } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await api<StoredDocument[]>('GET', documentsSearchPath(owner, q, skip, pageSize));
      return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? res.data.length) };
    },
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all(owner) });
  const remove = async (doc: StoredDocument) => {
    if (!(await deleteDocument(owner, doc.Id))) return;
    queryClient.setQueryData<{ rows: StoredDocument[]; total: number }>(key, (old) =>
      old ? { rows: old.rows.filter((d) => d.Id !== doc.Id), total: old.total - 1 } : old,
    );
    void refresh();
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <TextInput
          label="Search"
          placeholder="Search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
        {canEdit && (
          <DocumentUpload
            owner={owner}
            onUploaded={() => {
              // The newest comes first: show the first page with it.
              setPage(1);
              void refresh();
            }}
          />
        )}
      </Group>
      {isLoading ? (
        <Loader />
      ) : error || !data ? (
        <Alert color="red">The documents could not be loaded.</Alert>
      ) : data.rows.length ? (
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
            {data.rows.map((d) => (
              <Table.Tr key={d.Id}>
                <Table.Td>
                  <DocumentThumbnail owner={owner} doc={d} />
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => downloadDocument(owner, d)}>
                    {d.Name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatSize(d.Size)}</Table.Td>
                <Table.Td>{formatDateTime(d.CreatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Download ${d.Name}`} onClick={() => downloadDocument(owner, d)}>
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
      {pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {data?.total ?? 0} in all
          </Text>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  );
}
