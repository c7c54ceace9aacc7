import { Alert, Anchor, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency } from '@intermission/contracts';
import { type Adjustment, countAdjustments, StockRules } from '@intermission/domain';
import { post } from '../modules/api/apiClient';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { type MovementAnswer, type RecordedLine, type StockGood, type StockLocation } from '../modules/stock/stockTypes';
import { NothingTo } from '../modules/stock/transferTypes';
import { parseQuantity, type Quantities, quantityErrors, roundTyped } from '../modules/stock/quantities';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useGuid } from '../modules/stock/useGuid';
import { ReadOnlyNotice, useCanMoveStock, useReloadStock, useStockGoods, useStockLocations } from '../modules/stock/api';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

const signed = (q: Decimal.Value) => {
  const d = new Decimal(q);
  return d.gt(0) ? `+${d.toFixed()}` : d.toFixed();
};

interface Recorded {
  location: string;
  lines: (RecordedLine & { Name: string })[];
}

/**
 * /inventoryTransfers/setInventory (Inventory Reconciliation): what was counted per good; after a
 * confirmation the differences of 0.01 or more are recorded as gains and losses, and shown.
 */
export function SetInventoryPage() {
  const locations = useStockLocations();
  const [location, setLocation] = useState<StockLocation | null>(null);
  const goods = useStockGoods(location?.Id ?? null, 'set');
  const [values, setValues] = useState<Quantities>({});
  const [confirming, setConfirming] = useState<{ counts: { GoodId: number; Counted: string }[]; adjustments: Adjustment[] } | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const [saving, setSaving] = useState(false);
  const guid = useGuid();
  const reload = useReloadStock();
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && Object.values(values).some((v) => v.trim() !== ''), StockMessages.LeavePrompt);

  const list = goods.data ?? [];
  const byId = new Map(list.map((g) => [g.Id, g]));
  const onHand = new Map(list.map((g) => [g.Id, g.QuantityOnHand]));
  const difference = (g: StockGood) => {
    const counted = parseQuantity(values[g.Id]);
    if (!counted || counted.isNaN()) return '';
    const [adjustment] = countAdjustments([{ GoodId: g.Id, Counted: counted }], onHand);
    return adjustment ? signed(adjustment.Quantity) : '0';
  };

  const handleReview = () => {
    if (!location) return notifyError('Choose the location that was counted');
    const counts: { GoodId: number; Counted: string }[] = [];
    for (const g of list) {
      const counted = parseQuantity(values[g.Id]);
      if (!counted) continue;
      if (counted.isNaN()) return notifyError(`${g.Name}: ${StockMessages.NotANumber}`);
      counts.push({ GoodId: g.Id, Counted: counted.toDecimalPlaces(StockRules.Decimals, Decimal.ROUND_DOWN).toFixed() });
    }
    if (!counts.some((c) => new Decimal(c.Counted).gt(0))) return notifyError(NothingTo.Reconcile);
    const adjustments = countAdjustments(counts, onHand);
    if (!adjustments.length) {
      notifications.show({ color: 'blue', message: 'Nothing to reconcile: the counts match what is on hand', autoClose: 5000 });
      return;
    }
    setConfirming({ counts, adjustments });
  };

  const handleConfirm = async () => {
    if (!location || !confirming) return;
    setSaving(true);
    try {
      const answer = await guid.run((GuidId) =>
        post<MovementAnswer>('inventoryEventPush/gainlostTransfer', { GuidId, InventoryLocationId: location.Id, Counts: confirming.counts }),
      );
      setConfirming(null);
      if (answer.Transfer) {
        notifySuccess(StockMessages.SetInventory);
        setRecorded({ location: location.Name, lines: answer.Transfer.Lines.map((l) => ({ ...l, Name: byId.get(l.GoodId)?.Name ?? `Good ${l.GoodId}` })) });
      } else {
        notifications.show({ color: 'blue', message: answer.Message, autoClose: 5000 });
        setRecorded(null);
      }
      setValues({});
      await reload();
    } catch (err) {
      setConfirming(null);
      showMovementError(err, StockMessages.SetInventoryFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Inventory Reconciliation</Title>
        <Anchor component={Link} to="/inventoryTransfers/list">
          Inventory Transfers
        </Anchor>
      </Group>
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
      <LocationSelect
        label="Location"
        locations={locations.data ?? []}
        value={location?.Id ?? null}
        onChange={(l) => {
          setLocation(l);
          setValues({});
          setRecorded(null);
          guid.reset();
        }}
        disabled={locations.isLoading}
        mb="md"
      />
      {recorded && (
        <Paper withBorder p="sm" mb="md" role="region" aria-label="Adjustments recorded">
          <Text fw={700} mb="xs">
            Adjustments recorded at {recorded.location}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Good</Table.Th>
                <Table.Th ta="right">Adjustment</Table.Th>
                <Table.Th ta="right">Cost per good</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recorded.lines.map((l) => (
                <Table.Tr key={l.GoodId}>
                  <Table.Td>{l.Name}</Table.Td>
                  <Table.Td ta="right" aria-label={`${l.Name} adjustment`}>
                    {signed(l.Qty)}
                  </Table.Td>
                  <Table.Td ta="right">{formatCurrency(l.CostPerGood)}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(new Decimal(l.Qty).times(l.CostPerGood).toFixed(4))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {!location ? (
        <Text c="dimmed">Choose the location that was counted to see its goods.</Text>
      ) : goods.isLoading ? (
        <Loader />
      ) : goods.error ? (
        <Alert color="red">The goods at {location.Name} could not be loaded.</Alert>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            Enter what was counted; goods left blank are not counted. Differences of {StockRules.CountThreshold.toFixed()} or more are recorded.
          </Text>
          <GoodsQuantityTable
            label="Counts"
            goods={list}
            columns={[onHandColumn(location.Name, (g) => g.QuantityOnHand), { header: 'Difference', value: difference, label: (g) => `${g.Name} difference` }]}
            inputHeader="Counted"
            inputLabel={(g) => `Count of ${g.Name}`}
            values={values}
            errors={quantityErrors(values)}
            onChange={(id, text) => setValues((v) => ({ ...v, [id]: text }))}
            normalize={(_g, text) => roundTyped(text)}
            disabled={saving}
          />
          {canMove ? (
            <Group>
              <Button onClick={handleReview} loading={saving}>
                Set Inventory
              </Button>
            </Group>
          ) : (
            <Alert color="yellow">{ReadOnlyNotice}</Alert>
          )}
        </Stack>
      )}
      <Modal opened={!!confirming} onClose={() => !saving && setConfirming(null)} title="Set Inventory" size="lg">
        {confirming && location && (
          <Stack>
            <Text>
              Record {confirming.adjustments.length === 1 ? 'this adjustment' : `these ${confirming.adjustments.length} adjustments`} at {location.Name}? What
              is on hand becomes what was counted.
            </Text>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Good</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Counted</Table.Th>
                  <Table.Th ta="right">Adjustment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {confirming.adjustments.map((a) => (
                  <Table.Tr key={a.GoodId}>
                    <Table.Td>{byId.get(a.GoodId)?.Name}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(onHand.get(a.GoodId))}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(confirming.counts.find((c) => c.GoodId === a.GoodId)?.Counted)}</Table.Td>
                    <Table.Td ta="right">{signed(a.Quantity)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={saving}>
                Cancel
              </Button>
              <Button onClick={handleConfirm} loading={saving}>
                Set Inventory
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
