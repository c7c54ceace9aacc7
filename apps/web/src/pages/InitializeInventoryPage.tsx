import { Alert, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { type MovementBody, type StockLocation } from '../modules/stock/stockTypes';
import { movementLines, type Quantities, quantityErrors, roundTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations } from '../modules/stock/api';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /inventoryTransfers/intializeInventory (the spec's spelling): opening quantities added to a location. */
export function InitializeInventoryPage() {
  const locations = useStockLocations();
  const [location, setLocation] = useState<StockLocation | null>(null);
  const goods = useStockGoods(location?.Id ?? null);
  const [values, setValues] = useState<Quantities>({});
  const [notes, setNotes] = useState('');
  const push = useMovementMutation<MovementBody>('initializingTransfer');
  const saving = push.isPending;
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && (Object.values(values).some((v) => v.trim() !== '') || notes.trim() !== ''), StockMessages.LeavePrompt);

  const handleSubmit = async () => {
    if (!location) return notifyError('Choose the location to initialize');
    const decided = movementLines(values, goods.data ?? [], NothingTo.Initialize, false);
    if (!decided.ok) return notifyError(decided.error);
    try {
      await push.mutateAsync({ FromInventoryLocationId: null, ToInventoryLocationId: location.Id, TransferGoods: decided.lines, Notes: notes.trim() });
      notifySuccess(StockMessages.Initialized);
      setValues({});
      setNotes('');
    } catch (err) {
      showMovementError(err, StockMessages.InitializeFailed);
    }
  };

  return (
    <>
      <StockPageHeader title="Initialize Inventory" />
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
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
        mb="md"
      />
      <LocationGoods location={location} choose="Choose the location to initialize to see its goods." goods={goods}>
        {(location) => (
          <>
            <Text size="sm" c="dimmed">
              The quantities entered are added to what is on hand at {location.Name}.
            </Text>
            <GoodsQuantityTable
              label="Goods to initialize"
              goods={goods.data ?? []}
              columns={[onHandColumn(location.Name, (g) => g.QuantityOnHand)]}
              inputHeader="Quantity to add"
              inputLabel={(g) => `Quantity of ${g.Name}`}
              values={values}
              errors={quantityErrors(values)}
              onChange={(id, text) => setValues((v) => ({ ...v, [id]: text }))}
              normalize={(_g, text) => roundTyped(text)}
              disabled={saving}
            />
            <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
            <MovementSubmit label="Initialize Inventory" canMove={canMove} loading={saving} onSubmit={() => void handleSubmit()} />
          </>
        )}
      </LocationGoods>
    </>
  );
}
