import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A stock screen's title with the way back to the transfer list. */
export function StockPageHeader({ title }: { title: string }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={2}>{title}</Title>
      <Anchor component={Link} to="/inventoryTransfers/list">
        Inventory Transfers
      </Anchor>
    </Group>
  );
}
