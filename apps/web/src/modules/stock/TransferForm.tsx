import { Alert, Group, Textarea, TextInput } from '@mantine/core';
import type { BaseSyntheticEvent } from 'react';
import type { InventoryLocationOption } from '@intermission/contracts';
import { useZodForm } from '../ui/form/useZodForm';
import { notifyError, notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useLeavePrompt } from '../ui/useLeavePrompt';
import { GoodsQuantityTable, onHandColumn } from './GoodsQuantityTable';
import { LocationGoods } from './LocationGoods';
import { LocationSelect, locationWithVenue } from './LocationSelect';
import { MovementSubmit } from './MovementSubmit';
import { transferFormSchema } from './movementForms';
import { StockPageHeader } from './StockPageHeader';
import { lineErrors, movementLines, snapTyped, typedQuantities, withTyped } from './quantities';
import { NothingTo } from './transferTypes';
import { movementRefusal, StockMessages } from './stockMessages';
import { type DestinationKind, useCanMoveStock, useDestination, useMovementMutation, useStockGoods, useStockLocations } from './api';

/** The pushes that move goods from one location to another. */
export type TransferKind = 'inventoryTransfer' | 'patronsRoom' | 'billableTransfer' | 'cateringTransfer';

/** For patrons room, billable and catering the server names the destination of the origin (`GET inventoryLocations/{fromId}/{kind}`). */
const destinationNames: Record<DestinationKind, string> = {
  patronsRoom: 'patrons room',
  billableTransfer: 'billable location',
  cateringTransfer: 'catering location',
};

interface Props {
  kind: TransferKind;
  title: string;
  /** A sales location whose inventory location starts as the origin (/inventoryTransfers/add?rslid). */
  salesLocationId?: number | null;
}

/**
 * A transfer between two locations: the origin, the destination (chosen, or for patrons room,
 * billable and catering fetched from the server once the origin is chosen), the goods by category with what
 * is on hand at both ends, a quantity per good and notes. After a transfer the quantities reload.
 */
export function TransferForm({ kind, title, salesLocationId }: Props) {
  const sideKind: DestinationKind | null = kind === 'inventoryTransfer' ? null : kind;
  const side = sideKind ? { name: destinationNames[sideKind] } : null;
  const locations = useStockLocations();
  const all = locations.data ?? [];
  const push = useMovementMutation(kind);
  // The schema checks both ends; a missing destination of patrons room, billable or catering says the origin has none.
  const form = useZodForm(
    transferFormSchema((): string => noDestination || StockMessages.ChooseTo),
    { TransferGoods: [], Notes: '' },
    async (body): Promise<void> => {
      const decided = movementLines(typedQuantities(body.TransferGoods, 'Qty'), fromGoods.data ?? [], NothingTo.Transfer, true);
      if (!decided.ok) return void notifyError(decided.error);
      try {
        await push.mutateAsync({ ...body, TransferGoods: decided.lines, Notes: body.Notes.trim() });
        notifySuccess(StockMessages.TransferCreated);
        setValue('TransferGoods', []);
        setValue('Notes', '');
      } catch (err) {
        showApiError(err, StockMessages.TransferFailed, { ownMessageOn: movementRefusal });
      }
    },
  );
  const { register, formState, watch, setValue } = form;
  // Until the user picks one, the origin is the preselected sales location's (if any).
  const picked = watch('FromInventoryLocationId');
  const preselected = salesLocationId ? (all.find((l) => l.SalesLocationId === salesLocationId)?.Id ?? null) : null;
  const fromId = picked === undefined ? preselected : picked;
  const from = all.find((l) => l.Id === fromId) ?? null;
  const chosenTo = watch('ToInventoryLocationId');
  const destination = useDestination(sideKind ? (from?.Id ?? null) : null, sideKind);
  const to: InventoryLocationOption | null = side ? (destination.data ?? null) : (all.find((l) => l.Id === chosenTo && l.Id !== fromId) ?? null);
  const noDestination = side && from ? `There is no ${side.name} to transfer to from ${from.Name}.` : '';

  const fromGoods = useStockGoods(from?.Id ?? null);
  const toGoods = useStockGoods(to?.Id ?? null);
  const toOnHand = new Map((toGoods.data ?? []).map((g) => [g.Id, g.QuantityOnHand]));
  const lines = watch('TransferGoods');
  const saving = push.isPending;
  const canMove = useCanMoveStock(kind === 'patronsRoom');
  const dirty = (lines ?? []).length > 0 || (watch('Notes') ?? '').trim() !== '';
  useLeavePrompt(dirty && !saving, StockMessages.LeavePrompt);

  // The ends the screen shows (a preselected origin, the server's destination) are the form's as it is checked and sent.
  const submit = (e?: BaseSyntheticEvent) => {
    setValue('FromInventoryLocationId', from?.Id ?? null);
    setValue('ToInventoryLocationId', to?.Id ?? null);
    return form.submit(e);
  };

  const chooseFrom = (l: InventoryLocationOption | null) => {
    setValue('FromInventoryLocationId', l?.Id ?? null, { shouldValidate: formState.isSubmitted });
    setValue('TransferGoods', []);
    push.resetGuid();
  };

  const columns = [onHandColumn(from?.Name ?? '', (g) => g.QuantityOnHand)];
  if (to) columns.push(onHandColumn(to.Name, (g) => (toGoods.data ? (toOnHand.get(g.Id) ?? 0) : undefined)));

  return (
    <form onSubmit={submit} noValidate>
      <StockPageHeader title={title} />
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
      <Group align="flex-end" mb="md">
        <LocationSelect
          label="From location"
          locations={all}
          value={fromId}
          onChange={chooseFrom}
          kinds={side ? ['venue', 'sales_location'] : undefined}
          error={formState.errors.FromInventoryLocationId?.message}
          disabled={locations.isLoading}
        />
        {side ? (
          <TextInput
            label="To location"
            readOnly
            w={320}
            value={to ? locationWithVenue(to) : ''}
            error={formState.errors.ToInventoryLocationId?.message}
            placeholder={!from ? `The ${side.name} of the origin` : destination.isFetching ? 'Finding it…' : `No ${side.name}`}
          />
        ) : (
          <LocationSelect
            label="To location"
            locations={all}
            value={to?.Id ?? null}
            exclude={fromId}
            onChange={(l) => {
              setValue('ToInventoryLocationId', l?.Id ?? null, { shouldValidate: formState.isSubmitted });
              push.resetGuid();
            }}
            error={formState.errors.ToInventoryLocationId?.message}
            disabled={locations.isLoading}
          />
        )}
      </Group>
      {side && from && destination.data === null && (
        <Alert color="yellow" mb="md">
          {noDestination}
        </Alert>
      )}
      {side && from && destination.error && (
        <Alert color="red" mb="md">
          The {side.name} of {from.Name} could not be loaded.
        </Alert>
      )}
      <LocationGoods location={from} choose="Choose the location to transfer from to see its goods." goods={fromGoods}>
        {() => (
          <>
            <GoodsQuantityTable
              label="Goods to transfer"
              goods={fromGoods.data ?? []}
              columns={columns}
              inputHeader="Quantity"
              inputLabel={(g) => `Quantity of ${g.Name}`}
              values={typedQuantities(lines, 'Qty')}
              errors={lineErrors(formState.errors.TransferGoods, lines, 'Qty')}
              onChange={(id, text) => setValue('TransferGoods', withTyped(lines, 'Qty', id, text), { shouldValidate: formState.isSubmitted })}
              normalize={(g, text) => snapTyped(text, g.QuantityOnHand)}
              disabled={saving}
            />
            <Textarea label="Notes" {...register('Notes')} error={formState.errors.Notes?.message} maxLength={2000} autosize minRows={2} />
            <MovementSubmit label="Transfer" canMove={canMove} loading={saving} />
          </>
        )}
      </LocationGoods>
    </form>
  );
}
