import { Alert, Anchor, Badge, Button, Grid, Group, Loader, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../modules/api/ApiError';
import { DocumentsPanel } from '../modules/documents/DocumentsPanel';
import { documentOwners } from '../modules/documents/api';
import { useReceivedOrder } from '../modules/receiving/api';
import { OrderChargesSection } from '../modules/receiving/OrderChargesSection';
import { OrderGoodsSection } from '../modules/receiving/OrderGoodsSection';
import { OrderPartiesSection } from '../modules/receiving/OrderPartiesSection';
import { useOrderActions } from '../modules/receiving/useOrderActions';
import { useOrderEditor } from '../modules/receiving/useOrderEditor';
import { useClaim } from '../modules/session/useClaim';

/**
 * /receiving/info?id: a received order in sections opening one at a time — the venue and vendor,
 * the goods, the charges and totals — editable until it is posted; posting, deleting, and the
 * latest 3 documents.
 */
export function ReceivedOrderInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const canDeletePosted = useClaim('CanDeletePostedOrders', 'FullAccess');
  const order = useReceivedOrder(id);
  const o = order.data;
  const editor = useOrderEditor(id, o);
  const actions = useOrderActions(editor.loaded);

  const back = (
    <Anchor component={Link} to="/receiving/list">
      Manage Orders
    </Anchor>
  );
  if (!id || (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)))
    return (
      <>
        <Alert color="red" mb="md">
          This order could not be found.
        </Alert>
        {back}
      </>
    );
  if (order.isLoading) return <Loader />;
  if (order.error || !o) return <Alert color="red">This order could not be loaded.</Alert>;

  const { editable, open } = editor;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>Received Order</Title>
          {o.Posted ? <Badge color="green">Posted</Badge> : <Badge color="yellow">Unposted</Badge>}
        </Group>
        <Group>
          {back}
          {editable && (
            <Button onClick={() => actions.handlePost(o)} loading={actions.busy} disabled={open !== null && open !== 'documents'}>
              Post
            </Button>
          )}
          {editable && (
            <Button variant="light" color="red" onClick={() => actions.handleDelete(o)} disabled={actions.busy}>
              Delete
            </Button>
          )}
          {o.Posted && canDeletePosted && (
            <Button variant="light" color="red" onClick={() => actions.handleDelete(o)} disabled={actions.busy}>
              Delete Posted
            </Button>
          )}
        </Group>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <OrderPartiesSection order={o} editor={editor} />
          <OrderGoodsSection order={o} editor={editor} />
          <OrderChargesSection order={o} editor={editor} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DocumentsPanel owner={documentOwners.receivedOrder(o.Id)} allPath={`/receiving/docs?id=${o.Id}`} {...editor.section('documents')} />
        </Grid.Col>
      </Grid>
    </>
  );
}
