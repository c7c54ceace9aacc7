import { Alert, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { type StockLocation } from '../modules/stock/stockTypes';
import { movementLines, type Quantities, quantityErrors, snapTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations, useWasteReasons } from '../modules/stock/api';
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
      <StockPageHeader title="Wastage" />
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
      <LocationGoods location={location} choose="Choose the location to see its goods." goods={goods}>
        {(location) => (
          <>
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
            <MovementSubmit label="Record Wastage" canMove={canMove} loading={saving} onSubmit={() => void handleSubmit()} />
          </>
        )}
      </LocationGoods>
    </>
  );
}
