import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ManagedItem } from '@intermission/contracts';
import { get, post } from '../modules/api/apiClient';
import { GoodsQuantityTable, onHandColumn } from '../modules/stock/GoodsQuantityTable';
import { LocationSelect } from '../modules/stock/LocationSelect';
import { type MovementAnswer, type StockLocation } from '../modules/stock/stockTypes';
import { movementLines, type Quantities, quantityErrors, snapTyped } from '../modules/stock/quantities';
import { NothingTo } from '../modules/stock/transferTypes';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useGuid } from '../modules/stock/useGuid';
import { ReadOnlyNotice, useCanMoveStock, useReloadStock, useStockGoods, useStockLocations } from '../modules/stock/useStockData';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

/** /inventoryTransfers/wastage: goods wasted at a location (only those that can be wasted), with the reason (an item of the wastes list). */
export function WastagePage() {
  const locations = useStockLocations();
  const reasons = useQuery({ queryKey: ['managedItems', 'wastes'], queryFn: () => get<ManagedItem[]>('managedItems/wastes') });
  const [location, setLocation] = useState<StockLocation | null>(null);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const goods = useStockGoods(location?.Id ?? null, 'waste');
  const [values, setValues] = useState<Quantities>({});
  const [saving, setSaving] = useState(false);
  const guid = useGuid();
  const reload = useReloadStock();
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
    setSaving(true);
    try {
      await guid.run((GuidId) =>
        post<MovementAnswer>('inventoryEventPush/wastageGoods', {
          GuidId,
          InventoryLocationId: location.Id,
          WastageId: Number(reasonId),
          Goods: decided.lines,
        }),
      );
      notifySuccess(StockMessages.WastageUpdated);
      setValues({});
      await reload();
    } catch (err) {
      showMovementError(err, StockMessages.WastageFailed);
    } finally {
      setSaving(false);
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
            guid.reset();
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
