import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { countAdjustments, roundDown, StockRules } from '@intermission/domain';
import type { StockOnHandItem } from '@intermission/contracts';
import { AdjustmentsRecorded, type Recorded } from '../modules/stock/AdjustmentsRecorded';
import { ConfirmCountsDialog, type CountsToConfirm } from '../modules/stock/ConfirmCountsDialog';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationGoods } from '../modules/stock/LocationGoods';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { MovementSubmit } from '../modules/stock/MovementSubmit';
import { CountsFormSchema } from '../modules/stock/movementForms';
import { StockPageHeader } from '../modules/stock/StockPageHeader';
import { signed } from '../modules/stock/signed';
import { lineErrors, parseQuantity, roundTyped, typedQuantities, withTyped } from '../modules/stock/quantities';
import { movementRefusal, StockMessages } from '../modules/stock/stockMessages';
import { useCanMoveStock, useMovementMutation, useStockGoods, useStockLocations } from '../modules/stock/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/**
 * /inventoryTransfers/setInventory (Inventory Reconciliation): what was counted per good; after a
 * confirmation the differences of 0.01 or more are recorded as gains and losses, and shown.
 */
export function SetInventoryPage() {
  const locations = useStockLocations();
  const [confirming, setConfirming] = useState<CountsToConfirm | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const push = useMovementMutation('gainlostTransfer');
  // Submitting reviews the counts (the schema checked them); the confirmation records them.
  const { submit, formState, watch, setValue } = useZodForm(CountsFormSchema, { Counts: [] }, async (body): Promise<void> => handleReview(body));
  const location = locations.data?.find((l) => l.Id === watch('InventoryLocationId')) ?? null;
  const goods = useStockGoods(location?.Id ?? null, 'set');
  const lines = watch('Counts');
  const values = typedQuantities(lines, 'Counted');
  const saving = push.isPending;
  const canMove = useCanMoveStock();
  useLeavePrompt(!saving && (lines ?? []).length > 0, StockMessages.LeavePrompt);

  const list = goods.data ?? [];
  const byId = new Map(list.map((g) => [g.Id, g]));
  const onHand = new Map(list.map((g) => [g.Id, g.QuantityOnHand]));
  const difference = (g: StockOnHandItem) => {
    const counted = parseQuantity(values[g.Id]);
    if (!counted || counted.isNaN()) return '';
    const [adjustment] = countAdjustments([{ GoodId: g.Id, Counted: counted }], onHand);
    return adjustment ? signed(adjustment.Quantity) : '0';
  };

  // The schema checked the location and that something was counted; the review rounds the counts as the ledger does.
  const handleReview = ({ Counts }: { Counts: { GoodId: number; Counted: string }[] }) => {
    const typed = typedQuantities(Counts, 'Counted');
    const counts = list.flatMap((g) => (typed[g.Id] === undefined ? [] : [{ GoodId: g.Id, Counted: roundDown(typed[g.Id]).toFixed() }]));
    const adjustments = countAdjustments(counts, onHand);
    if (!adjustments.length) {
      notifications.show({ color: 'blue', message: 'Nothing to reconcile: the counts match what is on hand', autoClose: 5000 });
      return;
    }
    setConfirming({ counts, adjustments });
  };

  const handleConfirm = async () => {
    if (!location || !confirming) return;
    try {
      const answer = await push.mutateAsync({ InventoryLocationId: location.Id, Counts: confirming.counts });
      setConfirming(null);
      if (answer.Transfer) {
        notifySuccess(StockMessages.SetInventory);
        setRecorded({ location: location.Name, lines: answer.Transfer.Lines.map((l) => ({ ...l, Name: byId.get(l.GoodId)?.Name ?? `Good ${l.GoodId}` })) });
      } else {
        notifications.show({ color: 'blue', message: answer.Message, autoClose: 5000 });
        setRecorded(null);
      }
      setValue('Counts', []);
    } catch (err) {
      setConfirming(null);
      showApiError(err, StockMessages.SetInventoryFailed, { ownMessageOn: movementRefusal });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <StockPageHeader title="Inventory Reconciliation" />
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
      <LocationSelect
        label="Location"
        locations={locations.data ?? []}
        value={location?.Id ?? null}
        onChange={(l) => {
          setValue('InventoryLocationId', l?.Id ?? null, { shouldValidate: formState.isSubmitted });
          setValue('Counts', []);
          setRecorded(null);
          push.resetGuid();
        }}
        error={formState.errors.InventoryLocationId?.message}
        disabled={locations.isLoading}
        mb="md"
      />
      {recorded && <AdjustmentsRecorded recorded={recorded} />}
      <LocationGoods location={location} choose="Choose the location that was counted to see its goods." goods={goods}>
        {(location) => (
          <>
            <Text size="sm" c="dimmed">
              Enter what was counted; goods left blank are not counted. Differences of {StockRules.CountThreshold.toFixed()} or more are recorded.
            </Text>
            <GoodsQuantityTable
              label="Counts"
              goods={list}
              columns={[
                onHandColumn(location.Name, (g) => g.QuantityOnHand),
                { header: 'Difference', value: difference, label: (g) => `${g.Name} difference` },
              ]}
              inputHeader="Counted"
              inputLabel={(g) => `Count of ${g.Name}`}
              values={values}
              errors={lineErrors(formState.errors.Counts, lines, 'Counted')}
              onChange={(id, text) => setValue('Counts', withTyped(lines, 'Counted', id, text), { shouldValidate: formState.isSubmitted })}
              normalize={(_g, text) => roundTyped(text)}
              disabled={saving}
            />
            <MovementSubmit label="Set Inventory" canMove={canMove} loading={saving} />
          </>
        )}
      </LocationGoods>
      <ConfirmCountsDialog
        confirming={confirming}
        locationName={location?.Name ?? ''}
        nameOf={(id) => byId.get(id)?.Name}
        onHand={onHand}
        saving={saving}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void handleConfirm()}
      />
    </form>
  );
}
