import { Alert, Group } from '@mantine/core';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { WastageFormSchema } from '../modules/stock/movementForms';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { lineErrors, movementLines, snapTyped, typedQuantities, withTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { movementRefusal, StockMessages } from '../modules/stock/stockMessages';
import { useManagedItemsQuery } from '../modules/settings/api';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations } from '../modules/stock/api';
import { ControlledSelect, idOptions } from '../modules/ui/form/ControlledSelect';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /inventoryTransfers/wastage: goods wasted at a location (only those that can be wasted), with the reason (an item of the wastes list). */
export function WastagePage() {
  const locations = useStockLocations();
  const reasons = useManagedItemsQuery('wastes');
  const push = useMovementMutation('wastageGoods');
  const { submit, formState, watch, setValue, control } = useZodForm(WastageFormSchema, { Goods: [] }, async (body) => {
    const decided = movementLines(typedQuantities(body.Goods, 'Qty'), goods.data ?? [], NothingTo.Transfer, true);
    if (!decided.ok) return notifyError(decided.error);
    try {
      await push.mutateAsync({ ...body, Goods: decided.lines });
      notifySuccess(StockMessages.WastageUpdated);
      setValue('Goods', []);
    } catch (err) {
      showApiError(err, StockMessages.WastageFailed, { ownMessageOn: movementRefusal });
    }
  });
  const locationId = watch('InventoryLocationId');
  const location = locations.data?.find((l) => l.Id === locationId) ?? null;
  const goods = useStockGoods(location?.Id ?? null, 'waste');
  const lines = watch('Goods');
  const saving = push.isPending;
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && (lines ?? []).length > 0, StockMessages.LeavePrompt);

  return (
    <form onSubmit={submit} noValidate>
      <StockPageHeader title="Wastage" />
      {(locations.error || reasons.error) && <Alert color="red">The locations or the waste reasons could not be loaded.</Alert>}
      <Group align="flex-end" mb="md">
        <LocationSelect
          label="Location"
          locations={locations.data ?? []}
          value={location?.Id ?? null}
          onChange={(l) => {
            setValue('InventoryLocationId', l?.Id as number, { shouldValidate: formState.isSubmitted });
            setValue('Goods', []);
            push.resetGuid();
          }}
          error={formState.errors.InventoryLocationId?.message}
          disabled={locations.isLoading}
        />
        <ControlledSelect control={control} name="WastageId" label="Reason" placeholder="Choose a reason" data={idOptions(reasons.data)} w={260} />
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
              values={typedQuantities(lines, 'Qty')}
              errors={lineErrors(formState.errors.Goods, lines, 'Qty')}
              onChange={(id, text) => setValue('Goods', withTyped(lines, 'Qty', id, text), { shouldValidate: formState.isSubmitted })}
              normalize={(g, text) => snapTyped(text, g.QuantityOnHand)}
              disabled={saving}
            />
            <MovementSubmit label="Record Wastage" canMove={canMove} loading={saving} />
          </>
        )}
      </LocationGoods>
    </form>
  );
}
