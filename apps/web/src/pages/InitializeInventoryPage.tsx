import { Alert, Text, Textarea } from '@mantine/core';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { InitializeFormSchema } from '../modules/stock/movementForms';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { lineErrors, movementLines, roundTyped, typedQuantities, withTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { movementRefusal, StockMessages } from '../modules/stock/stockMessages';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations } from '../modules/stock/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /inventoryTransfers/intializeInventory (the spec's spelling): opening quantities added to a location. */
export function InitializeInventoryPage() {
  const locations = useStockLocations();
  const push = useMovementMutation('initializingTransfer');
  const { register, submit, formState, watch, setValue } = useZodForm(
    InitializeFormSchema,
    { FromInventoryLocationId: null, ToInventoryLocationId: null, TransferGoods: [], Notes: '' },
    async (body) => {
      const decided = movementLines(typedQuantities(body.TransferGoods, 'Qty'), goods.data ?? [], NothingTo.Initialize, false);
      if (!decided.ok) return notifyError(decided.error);
      try {
        await push.mutateAsync({ ...body, TransferGoods: decided.lines, Notes: body.Notes.trim() });
        notifySuccess(StockMessages.Initialized);
        setValue('TransferGoods', []);
        setValue('Notes', '');
      } catch (err) {
        showApiError(err, StockMessages.InitializeFailed, { ownMessageOn: movementRefusal });
      }
    },
  );
  const location = locations.data?.find((l) => l.Id === watch('ToInventoryLocationId')) ?? null;
  const goods = useStockGoods(location?.Id ?? null);
  const lines = watch('TransferGoods');
  const saving = push.isPending;
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && ((lines ?? []).length > 0 || (watch('Notes') ?? '').trim() !== ''), StockMessages.LeavePrompt);

  return (
    <form onSubmit={submit} noValidate>
      <StockPageHeader title="Initialize Inventory" />
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
      <LocationSelect
        label="Location"
        locations={locations.data ?? []}
        value={location?.Id ?? null}
        onChange={(l) => {
          setValue('ToInventoryLocationId', l?.Id ?? null, { shouldValidate: formState.isSubmitted });
          setValue('TransferGoods', []);
          push.resetGuid();
        }}
        error={formState.errors.ToInventoryLocationId?.message}
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
              values={typedQuantities(lines, 'Qty')}
              errors={lineErrors(formState.errors.TransferGoods, lines, 'Qty')}
              onChange={(id, text) => setValue('TransferGoods', withTyped(lines, 'Qty', id, text), { shouldValidate: formState.isSubmitted })}
              normalize={(_g, text) => roundTyped(text)}
              disabled={saving}
            />
            <Textarea label="Notes" {...register('Notes')} error={formState.errors.Notes?.message} maxLength={2000} autosize minRows={2} />
            <MovementSubmit label="Initialize Inventory" canMove={canMove} loading={saving} />
          </>
        )}
      </LocationGoods>
    </form>
  );
}
