import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import type { Adjustment } from '@intermission/domain';
import { DataGrid } from '../ui/DataGrid';
import { formatQuantity } from './formatQuantity';
import { signed } from './signed';

/** What the user counted and the adjustments it makes, awaiting confirmation. */
export interface CountsToConfirm {
  counts: { GoodId: number; Counted: string }[];
  adjustments: Adjustment[];
}

interface Line {
  GoodId: number;
  Name: string;
  OnHand: number | undefined;
  Counted: string | undefined;
  Adjustment: string;
}

const columns: ColDef<Line>[] = [
  { headerName: 'Good', field: 'Name', flex: 2 },
  { headerName: 'On hand', type: 'rightAligned', valueGetter: (p) => (p.data ? formatQuantity(p.data.OnHand) : '') },
  { headerName: 'Counted', type: 'rightAligned', valueGetter: (p) => (p.data ? formatQuantity(p.data.Counted) : '') },
  { headerName: 'Adjustment', field: 'Adjustment', type: 'rightAligned' },
];

interface Props {
  confirming: CountsToConfirm | null;
  locationName: string;
  nameOf: (goodId: number) => string | undefined;
  onHand: Map<number, number>;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Set Inventory": the adjustments the counts make at a location, recorded on confirmation. */
export function ConfirmCountsDialog({ confirming, locationName, nameOf, onHand, saving, onCancel, onConfirm }: Props) {
  const lines: Line[] = (confirming?.adjustments ?? []).map((a) => ({
    GoodId: a.GoodId,
    Name: nameOf(a.GoodId) ?? '',
    OnHand: onHand.get(a.GoodId),
    Counted: confirming?.counts.find((c) => c.GoodId === a.GoodId)?.Counted,
    Adjustment: signed(a.Quantity),
  }));
  return (
    <Modal opened={!!confirming} onClose={() => !saving && onCancel()} title="Set Inventory" size="lg">
      {confirming && (
        <Stack>
          <Text>
            Record {confirming.adjustments.length === 1 ? 'this adjustment' : `these ${confirming.adjustments.length} adjustments`} at {locationName}? What is
            on hand becomes what was counted.
          </Text>
          <DataGrid<Line> label="Adjustments to record" rows={lines} columns={columns} height={300} options={{ getRowId: (p) => String(p.data.GoodId) }} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={onConfirm} loading={saving}>
              Set Inventory
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
