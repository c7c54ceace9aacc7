import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { type StockLocation } from '../modules/stock/stockTypes';
import { movementLines, type Quantities, quantityErrors, snapTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { ReadOnlyNotice, useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations, useWasteReasons } from '../modules/stock/api';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /inventoryTransfers/wastage: goods wasted at a location (only those that can be wasted), with the reason (an item of the wastes list). */
export function WastagePage() {
  const locations = useStockLocations();
  const reasons = useWasteReasons();
  const [location, setLocation] = useState<StockLocation | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const goods = useStockGoods(location?.Id ?? null, 'waste');
  const [values, setValues] = useState<Quantities>({});
  const push = useMovementMutation<{ InventoryLocationId: number; WastageId: number; Goods: { GoodId: number; Qty: string }[] }>('wastageGoods');
  const saving = push.isPending;
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && Object.values(values).some((v) => v.trim() !== ''), StockMessages.LeavePrompt);

  const handleSubmit = async () => {
    if (!location) return notifyError('Choose the location where the goods were wasted');
    if (!reasonId) {
      setReasonError(StockMessages.ChooseReason);
      return notifyError(StockMessages.ChooseReason);
    }
    const decided = movementLines(values, goods.data ?? [], NothingTo.Transfer, true);
    if (!decided.ok) return notifyError(decided.error);
    try {
      await push.mutateAsync({ InventoryLocationId: location.Id, WastageId: Number(reasonId), Goods: decided.lines });
      notifySuccess(StockMessages.WastageUpdated);
      setValues({});
    } catch (err) {
      showMovementError(err, StockMessages.WastageFailed);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Wastage</Title>
        <Anchor component={Link} to="/inventoryTransfers/list">
          Inventory Transfers
        </Anchor>
      </Group>
      {(locations.error || reasons.error) && <Alert color="red">The locations or the waste reasons could not be loaded.</Alert>}
      <Group align="flex-end" mb="md">
        <LocationSelect
          label="Location"
          locations={locations.data ?? []}
          value={location?.Id ?? null}
          onChange={(l) => {
            setLocation(l);
            setValues({});
            push.resetGuid();
          }}
          disabled={locations.isLoading}
        />
        <Select
          label="Reason"
          placeholder="Choose a reason"
          data={(reasons.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name }))}
          value={reasonId}
          onChange={(v) => {
            setReasonId(v);
            setReasonError(undefined);
          }}
          error={reasonError}
          w={260}
        />
      </Group>
      {!location ? (
        <Text c="dimmed">Choose the location to see its goods.</Text>
      ) : goods.isLoading ? (
        <Loader />
      ) : goods.error ? (
        <Alert color="red">The goods at {location.Name} could not be loaded.</Alert>
      ) : (
        <Stack>
          <GoodsQuantityTable
            label="Goods wasted"
            goods={goods.data ?? []}
            columns={[onHandColumn(location.Name, (g) => g.QuantityOnHand)]}
            inputHeader="Quantity wasted"
            inputLabel={(g) => `Quantity of ${g.Name}`}
            values={values}
            errors={quantityErrors(values)}
            onChange={(id, text) => setValues((v) => ({ ...v, [id]: text }))}
            normalize={(g, text) => snapTyped(text, g.QuantityOnHand)}
            disabled={saving}
          />
          {canMove ? (
            <Group>
              <Button onClick={handleSubmit} loading={saving}>
                Record Wastage
              </Button>
            </Group>
          ) : (
            <Alert color="yellow">{ReadOnlyNotice}</Alert>
          )}
        </Stack>
      )}
    </>
  );
}
