import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatQuantity } from '../stock/movementBody';
import { loadFailure, type ReportScope, useKitsSold } from './reportApi';
import type { KitsSoldTarget } from './reportColumns';

interface Props {
  scope: ReportScope | null;
  target: KitsSoldTarget | null;
  onClose: () => void;
}

/** The kits sold in the report's period (or show event), with the goods of the category they consumed. */
export function KitsSoldDialog({ scope, target, onClose }: Props) {
  const opened = !!scope && !!target;
  const kits = useKitsSold(opened ? scope : null, target?.categoryId ?? null);
  const failure = loadFailure(kits.error, 'The kits sold could not be loaded.');
  const rows = kits.data ?? [];

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={target?.categoryName ? `Kits Sold · ${target.categoryName}` : 'Kits Sold'}>
      {kits.isLoading ? (
        <Loader size="sm" />
      ) : failure ? (
        <Alert color="red">{failure}</Alert>
      ) : rows.length ? (
        <Table withTableBorder aria-label="Kits sold">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kit</Table.Th>
              <Table.Th ta="right">Sold</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((k) => (
              <Fragment key={k.KitId}>
                <Table.Tr>
                  <Table.Td fw={600}>{k.KitName}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatQuantity(k.Quantity)}
                  </Table.Td>
                </Table.Tr>
                {k.Goods.map((g) => (
                  <Table.Tr key={`${k.KitId}-${g.GoodId}`} aria-label={`${k.KitName}: ${g.Name}`}>
                    <Table.Td pl="xl">
                      <Text size="sm" c="dimmed">
                        {g.Name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" c="dimmed">
                        {formatQuantity(g.Quantity)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No kits were sold in this period.
        </Text>
      )}
    </Modal>
  );
}
