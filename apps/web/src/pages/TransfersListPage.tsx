import { Badge, Button, CloseButton, Group, Select, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, MaxInt32, MovementType, runtimeTimeZone, todayIn, type TransferListItem } from '@intermission/contracts';
import { sideName, TransferTypeLabels } from '../modules/stock/transferTypes';
import { transfersSearchQuery, useTransferTypes } from '../modules/stock/api';
import { useClaim } from '../modules/session/useClaim';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { PagedList, stateId } from '../modules/ui/PagedList';

/** The transfer list's default range (document 3 §9): the last 21 days up to today. */
const DefaultDaysBack = 21;

const entryScreens = [
  { label: 'Add Transfer', path: '/inventoryTransfers/add' },
  { label: 'Wastage', path: '/inventoryTransfers/wastage' },
  { label: 'Patrons Room Transfer', path: '/inventoryTransfers/patronsRoomTransfer', patronsRoom: true },
  { label: 'Billable Transfer', path: '/inventoryTransfers/billableTransfer' },
  { label: 'Catering Transfer', path: '/inventoryTransfers/cateringTransfer' },
  { label: 'Initialize Inventory', path: '/inventoryTransfers/intializeInventory' },
  { label: 'Inventory Reconciliation', path: '/inventoryTransfers/setInventory' },
];

/** The export row a link from the QBO log names (?exportDetailId=), null for none or for what is not an id. */
function exportDetailOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MaxInt32 ? id : null;
}

/** /inventoryTransfers/list?exportDetailId: movements newest first, by type and date range (kept between visits). */
export function TransfersListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const exportDetailId = exportDetailOf(params.get('exportDetailId'));
  const canMove = useClaim('VenueManager', 'FullAccess');
  const canPatronsRoom = useClaim('PatronRoomManager', 'FullAccess');
  const types = useTransferTypes();
  const typeOptions = (types.data ?? []).map((t) => ({ value: String(t.Id), label: TransferTypeLabels[t.Id] ?? t.Name }));

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Inventory Transfers</Title>
      </Group>
      <Group mb="md" gap="xs">
        {entryScreens
          .filter((s) => canMove || (s.patronsRoom && canPatronsRoom))
          .map((s) => (
            <Button key={s.path} variant={s.path.endsWith('/add') ? 'filled' : 'light'} size="xs" onClick={() => navigate(s.path)}>
              {s.label}
            </Button>
          ))}
      </Group>
      {exportDetailId !== null && (
        <Group mb="sm">
          <Badge
            size="lg"
            variant="light"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove the filter Export row ${exportDetailId}`}
                onClick={() =>
                  setParams((p) => {
                    p.delete('exportDetailId');
                    return p;
                  })
                }
              />
            }
          >
            Export row {exportDetailId}
          </Badge>
        </Group>
      )}
      <PagedList<TransferListItem>
        stateKey="transfers"
        label="Inventory Transfers"
        initial={{ typeId: '', fromDate: todayIn(runtimeTimeZone(), DefaultDaysBack), toDate: todayIn(runtimeTimeZone()) }}
        query={(s, skip, take) =>
          transfersSearchQuery({
            Query: s.q.trim() || undefined,
            Skip: skip,
            Take: take,
            // An export row names its own transfers, whatever their type and dates.
            TransferTypeId: exportDetailId === null ? (stateId(s.typeId) ?? null) : null,
            FromDate: exportDetailId === null && s.fromDate ? String(s.fromDate) : null,
            ToDate: exportDetailId === null && s.toDate ? String(s.toDate) : null,
            exportDetailId,
          })
        }
        filters={(s, set) => (
          <>
            <Select
              label="Type"
              placeholder="All types"
              clearable
              data={typeOptions}
              value={s.typeId ? String(s.typeId) : null}
              onChange={(v) => set({ typeId: v ?? '' })}
              disabled={exportDetailId !== null}
              w={200}
            />
            <TextInput
              label="From date"
              type="date"
              disabled={exportDetailId !== null}
              value={String(s.fromDate ?? '')}
              onChange={(e) => set({ fromDate: e.currentTarget.value })}
              w={170}
            />
            <TextInput
              label="To date"
              type="date"
              disabled={exportDetailId !== null}
              value={String(s.toDate ?? '')}
              onChange={(e) => set({ toDate: e.currentTarget.value })}
              w={170}
            />
          </>
        )}
        columns={[
          { headerName: 'Date', valueGetter: (p) => (p.data ? formatDateTime(p.data.TransferDate, p.data.TimeZone) : ''), width: 190, minWidth: 190 },
          { headerName: 'Type', valueGetter: (p) => (p.data ? (TransferTypeLabels[p.data.TypeId] ?? String(p.data.TypeId)) : ''), width: 150, minWidth: 150 },
          {
            headerName: 'From',
            valueGetter: (p) => (p.data ? sideName(p.data, 'From') : ''),
            flex: 2,
            minWidth: 220,
            tooltipValueGetter: (p) => (p.data ? sideName(p.data, 'From') : ''),
          },
          {
            headerName: 'To',
            valueGetter: (p) => (p.data ? sideName(p.data, 'To') : ''),
            flex: 2,
            minWidth: 220,
            tooltipValueGetter: (p) => (p.data ? sideName(p.data, 'To') : ''),
          },
          { field: 'LineCount', headerName: 'Goods', maxWidth: 100 },
          { headerName: 'Total cost', valueGetter: (p) => (p.data ? formatCurrency(p.data.TotalCost) : ''), maxWidth: 150 },
          { field: 'Notes', headerName: 'Notes', flex: 1, minWidth: 120, tooltipField: 'Notes' },
        ]}
        onRowClick={(t) => navigate(`/inventoryTransfers/info?id=${t.Id}&isWastage=${t.TypeId === MovementType.Wastage}`)}
      />
    </>
  );
}
