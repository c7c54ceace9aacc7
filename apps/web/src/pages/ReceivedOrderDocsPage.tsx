import { Alert, Anchor, Group, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ListPageSize } from '@intermission/contracts';
import { DocumentsList } from '../modules/documents/DocumentsList';
import { documentOwners } from '../modules/documents/api';
import { useReceivedOrder } from '../modules/receiving/api';
import { useClaim } from '../modules/session/useClaim';
import { formatDateTime } from '../modules/ui/formatDateTime';

/** /receiving/docs?id: every document of a received order, 12 a page, with search, upload, download and delete. */
export function ReceivedOrderDocsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const canEdit = useClaim('VenueManager', 'FullAccess');
  const order = useReceivedOrder(id).data;

  if (!id) return <Alert color="red">This order could not be found.</Alert>;
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={2}>Order Documents</Title>
        <Anchor component={Link} to={`/receiving/info?id=${encodeURIComponent(id)}`}>
          Back to the order
        </Anchor>
      </Group>
      {order && (
        <Text c="dimmed" mb="md">
          {[order.VenueName, order.VendorName, `received ${formatDateTime(order.ReceivedAt, order.TimeZone)}`].filter(Boolean).join(' · ')}
        </Text>
      )}
      <DocumentsList owner={documentOwners.receivedOrder(id)} canEdit={canEdit} pageSize={ListPageSize} />
    </>
  );
}
