import { Alert, Text, Textarea } from '@mantine/core';
import { StockPushSchema } from '@intermission/contracts';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { lineErrors, movementLines, roundTyped, typedQuantities, withTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations } from '../modules/stock/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** What the page's form holds: the push without its GuidId (the mutation adds it). */
const InitializeFormSchema = StockPushSchema.omit({ GuidId: true });

/** /inventoryTransfers/intializeInventory (the spec's spelling): opening quantities added to a location. */
export function InitializeInventoryPage() {
  const locations = useStockLocations();
  const push = useMovementMutation('initializingTransfer');
  const { register, submit, formState, watch, setValue } = useZodForm(
    InitializeFormSchema,
    { FromInventoryLocationId: null, ToInventoryLocationId: null, TransferGoods: [], Notes: '' },
    async (body) => {
      if (!location) return notifyError('Choose the location to initialize');
      const decided = movementLines(typedQuantities(body.TransferGoods, 'Qty'), goods.data ?? [], NothingTo.Initialize, false);
      if (!decided.ok) return notifyError(decided.error);
      try {
        await push.mutateAsync({ ...body, TransferGoods: decided.lines, Notes: body.Notes.trim() });
        notifySuccess(StockMessages.Initialized);
        setValue('TransferGoods', []);
        setValue('Notes', '');
      } catch (err) {
        showMovementError(err, StockMessages.InitializeFailed);
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
          setValue('ToInventoryLocationId', l?.Id ?? null);
          setValue('TransferGoods', []);
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
