import { Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DefaultSearch } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { useHierarchyParams } from '../modules/clients/hierarchyParams';
import { DocumentsList } from '../modules/documents/DocumentsList';
import { documentOwners } from '../modules/documents/api';
import { useClaim } from '../modules/session/useClaim';

/** /client/docs?id&name (Client Documents): every document of the client, with search, upload, download and delete. */
export function ClientDocsPage() {
  const { id = 0 } = useHierarchyParams();
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const canEdit = useClaim('Clients', 'FullAccess');

  return (
    <>
      <HierarchyBreadcrumbs params={{ clientId: id, clientName: name }} current="Documents" />
      <Title order={2} mb="md">
        {name ? `${name} – Documents` : 'Client Documents'}
      </Title>
      {id > 0 && <DocumentsList owner={documentOwners.client(id)} canEdit={canEdit} pageSize={DefaultSearch.take} />}
    </>
  );
}
