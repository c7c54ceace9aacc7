import { Alert, Anchor, Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { post } from '../api/apiClient';
import { notifyError, notifySuccess } from '../ui/notify';
import { useLeavePrompt } from '../ui/useLeavePrompt';
import { GoodsQuantityTable, onHandColumn } from './GoodsQuantityTable';
import { LocationSelect } from './LocationSelect';
import {
  type LocationKind,
  type MovementAnswer,
  movementLines,
  NothingTo,
  type Quantities,
  quantityErrors,
  showMovementError,
  snapTyped,
  StockMessages,
  type StockLocation,
} from './movementBody';
import { useGuid } from './useGuid';
import { ReadOnlyNotice, useCanMoveStock, useReloadStock, useStockGoods, useStockLocations } from './useStockData';

/** The pushes that move goods from one location to another. */
export type TransferKind = 'inventoryTransfer' | 'patronsRoom' | 'billableTransfer' | 'cateringTransfer';

/** For patrons room, billable and catering: the destination is the origin venue's own location of that kind. */
const venueSide: Partial<Record<TransferKind, { kind: LocationKind; name: string }>> = {
  patronsRoom: { kind: 'patrons_room', name: 'patrons room' },
  billableTransfer: { kind: 'billable', name: 'billable location' },
  cateringTransfer: { kind: 'catering', name: 'catering location' },
};

interface Props {
  kind: TransferKind;
  title: string;
  /** A sales location whose inventory location starts as the origin (/inventoryTransfers/add?rslid). */
  salesLocationId?: number | null;
}

/**
 * A transfer between two locations: the origin, the destination (chosen, or for patrons room,
 * billable and catering the origin venue's location of that kind), the goods by category with what
 * is on hand at both ends, a quantity per good and notes. After a transfer the quantities reload.
 */
export function TransferForm({ kind, title, salesLocationId }: Props) {
  const side = venueSide[kind];
  const locations = useStockLocations();
  const all = locations.data ?? [];
  // Until the user picks one, the origin is the preselected sales location's (if any).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const preselected = salesLocationId ? (all.find((l) => l.SalesLocationId === salesLocationId)?.Id ?? null) : null;
  const fromId = picked === undefined ? preselected : picked;
  const from = all.find((l) => l.Id === fromId) ?? null;
  const [chosenTo, setChosenTo] = useState<number | null>(null);
  const to: StockLocation | null = side
    ? (from && all.find((l) => l.VenueId === from.VenueId && l.Kind === side.kind && l.SalesLocationId === null)) || null
    : (all.find((l) => l.Id === chosenTo && l.Id !== fromId) ?? null);

  const fromGoods = useStockGoods(from?.Id ?? null);
  const toGoods = useStockGoods(to?.Id ?? null);
  const toOnHand = new Map((toGoods.data ?? []).map((g) => [g.Id, g.QuantityOnHand]));
  const [values, setValues] = useState<Quantities>({});
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const guid = useGuid();
  const reload = useReloadStock();
  const canMove = useCanMoveStock(kind === 'patronsRoom');
  const dirty = Object.values(values).some((v) => v.trim() !== '') || notes.trim() !== '';
  useLeavePrompt(dirty && !saving, StockMessages.LeavePrompt);

  const chooseFrom = (l: StockLocation | null) => {
    setPicked(l?.Id ?? null);
    setValues({});
    guid.reset();
  };

  const handleSubmit = async () => {
    if (!from) return notifyError('Choose the location to transfer from');
    if (!to) return notifyError(side ? `${from.VenueName} has no ${side.name}` : 'Choose the location to transfer to');
    const goods = fromGoods.data ?? [];
    const decided = movementLines(values, goods, NothingTo.Transfer, true);
    if (!decided.ok) return notifyError(decided.error);
    setSaving(true);
    try {
      await guid.run((GuidId) =>
        post<MovementAnswer>(`inventoryEventPush/${kind}`, {
          GuidId,
          FromInventoryLocationId: from.Id,
          ToInventoryLocationId: to.Id,
          TransferGoods: decided.lines,
          Notes: notes.trim(),
        }),
      );
      notifySuccess(StockMessages.TransferCreated);
      setValues({});
      setNotes('');
      await reload();
    } catch (err) {
      showMovementError(err, StockMessages.TransferFailed);
    } finally {
      setSaving(false);
    }
  };

  const errors = quantityErrors(values);
  const columns = [onHandColumn(from?.Name ?? '', (g) => g.QuantityOnHand)];
  if (to) columns.push(onHandColumn(to.Name, (g) => (toGoods.data ? (toOnHand.get(g.Id) ?? '0') : undefined)));

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{title}</Title>
        <Anchor component={Link} to="/inventoryTransfers/list">
          Inventory Transfers
        </Anchor>
      </Group>
      {locations.error && <Alert color="red">The inventory locations could not be loaded.</Alert>}
      <Group align="flex-end" mb="md">
        <LocationSelect
          label="From location"
          locations={all}
          value={fromId}
          onChange={chooseFrom}
          kinds={side ? ['venue', 'sales_location'] : undefined}
          disabled={locations.isLoading}
        />
        {side ? (
          <TextInput
            label="To location"
            readOnly
            w={320}
            value={to?.Name ?? ''}
            placeholder={from ? `${from.VenueName} has no ${side.name}` : `The venue’s ${side.name}`}
          />
        ) : (
          <LocationSelect
            label="To location"
            locations={all}
            value={to?.Id ?? null}
            exclude={fromId}
            onChange={(l) => {
              setChosenTo(l?.Id ?? null);
              guid.reset();
            }}
            disabled={locations.isLoading}
          />
        )}
      </Group>
      {!from ? (
        <Text c="dimmed">Choose the location to transfer from to see its goods.</Text>
      ) : fromGoods.isLoading ? (
        <Loader />
      ) : fromGoods.error ? (
        <Alert color="red">The goods at {from.Name} could not be loaded.</Alert>
      ) : (
        <Stack>
          <GoodsQuantityTable
            label="Goods to transfer"
            goods={fromGoods.data ?? []}
            columns={columns}
            inputHeader="Quantity"
            inputLabel={(g) => `Quantity of ${g.Name}`}
            values={values}
            errors={errors}
            onChange={(id, text) => setValues((v) => ({ ...v, [id]: text }))}
            normalize={(g, text) => snapTyped(text, g.QuantityOnHand)}
            disabled={saving}
          />
          <Textarea label="Notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          {canMove ? (
            <Group>
              <Button onClick={handleSubmit} loading={saving}>
                Transfer
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
