import { ActionIcon, Alert, Anchor, Group, Loader, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { type ReactNode, useState } from 'react';
import type { DocumentView } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { downloadDocument, useDocumentsQuery } from './api';
import { DocumentThumbnail, DocumentUpload, useDeleteDocument } from './DocumentParts';

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A thumbnail's row: room for the 48-pixel image. */
const RowHeight = 60;

interface Props {
  /** The record's base path ('clients/5', 'received-orders/<uuid>'). */
  owner: string;
  canEdit: boolean;
  /** Documents a page; the pager shows when there is more than one page. */
  pageSize: number;
}

/** Every document of a record: search, upload, thumbnails, download and delete, a page at a time. */
export function DocumentsList({ owner, canEdit, pageSize }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search, 250);
  const { data, isLoading, error } = useDocumentsQuery(owner, q, (page - 1) * pageSize, pageSize);
  const remove = useDeleteDocument(owner);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const cell = (render: (d: DocumentView) => ReactNode) => (p: ICellRendererParams<DocumentView>) => (p.data ? render(p.data) : null);
  const columns: ColDef<DocumentView>[] = [
    { headerName: '', width: 72, flex: 0, cellRenderer: cell((d) => <DocumentThumbnail owner={owner} doc={d} />) },
    {
      field: 'Name',
      headerName: 'Name',
      flex: 2,
      cellRenderer: cell((d) => (
        <Anchor component="button" type="button" onClick={() => downloadDocument(owner, d)}>
          {d.Name}
        </Anchor>
      )),
    },
    { headerName: 'Size', width: 110, flex: 0, valueGetter: (p) => (p.data ? formatSize(p.data.Size) : '') },
    { headerName: 'Uploaded', width: 190, flex: 0, valueGetter: (p) => (p.data ? formatDateTime(p.data.CreatedAt) : '') },
    {
      headerName: '',
      width: 90,
      flex: 0,
      cellRenderer: cell((d) => (
        <Group gap={4} wrap="nowrap" h="100%">
          <ActionIcon variant="subtle" aria-label={`Download ${d.Name}`} onClick={() => downloadDocument(owner, d)}>
            <IconDownload size={16} />
          </ActionIcon>
          {canEdit && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${d.Name}`} onClick={() => remove(d)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      )),
    },
  ];

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
        {/* The newest comes first: show the first page with it. */}
        {canEdit && <DocumentUpload owner={owner} onUploaded={() => setPage(1)} />}
      </Group>
      {isLoading ? (
        <Loader />
      ) : error || !data ? (
        <Alert color="red">The documents could not be loaded.</Alert>
      ) : data.rows.length ? (
        <DataGrid label="Documents" rows={data.rows} columns={columns} height={52 + RowHeight * Math.min(pageSize, 12)} options={{ rowHeight: RowHeight }} />
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
