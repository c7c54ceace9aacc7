import { Alert, Button, Group, Loader, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { useEffect, useMemo, useState } from 'react';
import {
  formatCurrency,
  MonthNames,
  type PatronsRoomReport,
  PatronsRoomReportPageSize,
  type PatronsRoomReportRow,
  PatronsRoomMessages,
  type PatronsRoomRevenue,
} from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { get, post, put } from '../modules/api/apiClient';
import { useClaim } from '../modules/session/useClaim';
import { formatQuantity, type StockLocation } from '../modules/stock/movementBody';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { notifyError } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import { usePersistentState } from '../modules/ui/usePersistentState';
import { DataGrid } from '../modules/ui/DataGrid';
import { downloadPosted } from '../modules/api/apiFiles';
import { fact } from '../modules/ui/Fact';
import { ReportsAsOfBanner } from '../modules/reports/AsOfBanner';

interface Filters {
  /** The patrons room's inventory location id; blank for every room the user may see. */
  roomId: string;
  year: string;
  /** 1 (January) to 12 (December). */
  month: string;
}

type SavedRevenue = PatronsRoomRevenue & { Version: number };

const revenueText = /^\d{1,12}(\.\d{1,2})?$/;
const RevenueInvalid = 'Revenue must be an amount of 0 or more with at most 2 decimals';

/** The year as typed, when it is one the report takes (document 3 §5: above 1990). */
function validYear(text: string): number | null {
  const t = text.trim();
  if (!/^\d{4}$/.test(t)) return null;
  const y = Number(t);
  return y > 1990 ? y : null;
}

/** The patrons rooms the user may see; those a PatronRoomManager without VenueManager may pick when the first call is refused. */
async function patronsRooms(): Promise<StockLocation[]> {
  try {
    return await get<StockLocation[]>('inventoryLocations/patronsRoom/dropDown');
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) return get<StockLocation[]>('inventoryLocations/_patronsRooms');
    throw err;
  }
}

/**
 * /inventoryTransfers/report: the Patrons Room Transfer Report (document 3): the patrons room
 * transfers of a month (POST patronsRoom/report, page size 9999) with their total, the month's
 * revenue (edited with PatronRoomManager FullAccess), cost as a percentage of revenue, and the CSV
 * (POST patronsRoom/report/csv). Filters are kept between visits.
 */
export function PatronsRoomReportPage() {
  const queryClient = useQueryClient();
  const canEdit = useClaim('PatronRoomManager', 'FullAccess');
  const now = new Date();
  const [filters, setFilters] = usePersistentState<Filters>('patrons-room-report', {
    roomId: '',
    year: String(now.getFullYear()),
    month: String(now.getMonth() + 1),
  });
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const rooms = useQuery({ queryKey: ['inventoryLocations/patronsRoom/dropDown'], queryFn: patronsRooms });
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));

  const [typedYear] = useDebouncedValue(filters.year, 300);
  const year = validYear(typedYear);
  const yearError = validYear(filters.year) === null && filters.year.trim() !== '' ? 'Year must be after 1990' : undefined;
  const month = Number(filters.month);
  const roomId = filters.roomId ? Number(filters.roomId) : null;
  const body = year ? { InvLocId: roomId, Year: year, Month: month, Skip: 0, Take: PatronsRoomReportPageSize } : null;

  const reportKey = ['patronsRoom/report', roomId, year, month];
  const report = useQuery({
    queryKey: reportKey,
    queryFn: () => post<PatronsRoomReport>('patronsRoom/report', body),
    enabled: !!body,
    retry: false,
  });
  useEffect(() => {
    if (report.error) showApiError(report.error, 'This report could not be loaded.');
  }, [report.error]);

  // The month's revenue of the chosen room, with its Version (Revenue and Version null until entered).
  const revenueKey = ['patronsRoom/revenue', roomId, year, month];
  const revenue = useQuery({
    queryKey: revenueKey,
    queryFn: () => get<PatronsRoomRevenue>(`patronsRoom/revenue/${roomId}/${year}/${month}`),
    enabled: !!roomId && !!year,
    retry: false,
  });
  const [typed, setTyped] = useState('');
  const [revenueError, setRevenueError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setTyped(revenue.data?.Revenue?.toFixed(2) ?? '');
    setRevenueError(undefined);
  }, [revenue.data]);

  const saveRevenue = async () => {
    const current = revenue.data;
    if (!current || !roomId || !year) return;
    const amount = typed.trim();
    if (!revenueText.test(amount)) {
      setRevenueError(RevenueInvalid);
      notifyError(PatronsRoomMessages.RevenueUpdateFailed);
      return;
    }
    setRevenueError(undefined);
    const fields = { InventoryLocationId: roomId, Year: year, Month: month, Revenue: amount };
    const loaded = (r: PatronsRoomRevenue) => {
      queryClient.setQueryData(revenueKey, r);
      void queryClient.invalidateQueries({ queryKey: ['patronsRoom/report'] });
    };
    setSaving(true);
    try {
      await saveWithConcurrency<SavedRevenue>(
        async (v) => {
          // A month not entered yet is created; an entered one changes on its Version (409: someone saved first).
          const version = v ?? current.Version;
          const answer = version
            ? await put<{ Message: string; Revenue: SavedRevenue }>('patronsRoom/_revenue', { ...fields, Version: version })
            : await post<{ Message: string; Revenue: SavedRevenue }>('patronsRoom/_revenue', fields);
          return answer.Revenue;
        },
        {
          success: PatronsRoomMessages.RevenueUpdated,
          failure: PatronsRoomMessages.RevenueUpdateFailed,
          onSaved: loaded,
          onReload: loaded,
          setFieldError: (field, message) => field === 'Revenue' && setRevenueError(message),
        },
      );
    } finally {
      setSaving(false);
    }
  };

  const exportCsv = async () => {
    if (!body) return;
    try {
      await downloadPosted('patronsRoom/report/csv', body, 'patronsroomreport.csv');
    } catch (err) {
      showApiError(err, 'The CSV could not be downloaded.');
    }
  };

  const data = report.data;
  const columns = useMemo<ColDef<PatronsRoomReportRow>[]>(
    () => [
      {
        headerName: 'Date',
        colId: 'date',
        valueGetter: (p) => (p.node?.rowPinned ? 'Total' : p.data ? formatDateTime(p.data.TransferDate) : ''),
        minWidth: 170,
      },
      { field: 'FromLocationName', headerName: 'From', flex: 2, minWidth: 180, tooltipValueGetter: (p) => p.data?.FromLocationName ?? '' },
      ...(roomId ? [] : [{ field: 'ToLocationName', headerName: 'Patrons room', flex: 2, minWidth: 180 } as ColDef<PatronsRoomReportRow>]),
      { field: 'GoodName', headerName: 'Good', flex: 2, minWidth: 170 },
      { field: 'CategoryName', headerName: 'Category', minWidth: 130 },
      { headerName: 'Qty', colId: 'qty', valueGetter: (p) => (p.data && !p.node?.rowPinned ? formatQuantity(p.data.Qty) : ''), maxWidth: 100 },
      {
        headerName: 'Cost per good',
        colId: 'cost',
        valueGetter: (p) => (p.data && !p.node?.rowPinned ? formatCurrency(p.data.CostPerGood) : ''),
        maxWidth: 150,
      },
      { headerName: 'Extended cost', colId: 'extended', valueGetter: (p) => (p.data ? formatCurrency(p.data.ExtendedCost) : ''), maxWidth: 160 },
      { headerName: 'User', colId: 'user', valueGetter: (p) => p.data?.UserName ?? '', minWidth: 140 },
      { headerName: 'Notes', colId: 'notes', valueGetter: (p) => p.data?.Notes ?? '', flex: 2, minWidth: 160, tooltipValueGetter: (p) => p.data?.Notes ?? '' },
    ],
    [roomId],
  );
  const totalRow: PatronsRoomReportRow | null = data
    ? {
        TransferId: 'total',
        TransferDate: '',
        FromLocationName: '',
        ToLocationName: '',
        GoodId: 0,
        GoodName: '',
        CategoryName: '',
        Qty: 0,
        CostPerGood: 0,
        ExtendedCost: data.TotalCost,
        UserName: null,
        Notes: null,
      }
    : null;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Patrons Room Transfer Report</Title>
        <Button variant="light" onClick={() => void exportCsv()} disabled={!body}>
          Export CSV
        </Button>
      </Group>
      <ReportsAsOfBanner />
      <Group mb="md" align="flex-start">
        <Select
          label="Patrons room"
          placeholder="All patrons rooms"
          clearable
          searchable
          nothingFoundMessage="No patrons room matches"
          data={roomOptions}
          value={filters.roomId || null}
          onChange={(v) => set({ roomId: v ?? '' })}
          w={300}
        />
        <TextInput
          label="Year"
          inputMode="numeric"
          maxLength={4}
          value={filters.year}
          onChange={(e) => set({ year: e.currentTarget.value.replace(/\D/g, '') })}
          error={yearError}
          w={110}
        />
        <Select
          label="Month"
          data={MonthNames.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={filters.month}
          onChange={(v) => v && set({ month: v })}
          allowDeselect={false}
          w={160}
        />
      </Group>
      {!body ? (
        <Text c="dimmed">Enter a year after 1990.</Text>
      ) : report.isLoading ? (
        <Loader />
      ) : report.error || !data ? (
        <Alert color="red">This report could not be loaded.</Alert>
      ) : (
        <>
          <Paper withBorder p="sm" mb="md" role="group" aria-label="Report totals">
            <Group gap="xl" align="flex-end">
              {fact('Total Cost', formatCurrency(data.TotalCost), { strong: true, named: true })}
              {fact('Revenue', data.Revenue === null ? 'Not entered' : formatCurrency(data.Revenue), { strong: true, named: true })}
              {fact('Cost % of revenue', data.CostPercent === null ? '—' : `${data.CostPercent}%`, { strong: true, named: true })}
              {roomId && (
                <Group gap="xs" align="flex-start">
                  <TextInput
                    label="Month's revenue"
                    leftSection="$"
                    value={typed}
                    onChange={(e) => setTyped(e.currentTarget.value)}
                    onKeyDown={(e) => e.key === 'Enter' && canEdit && void saveRevenue()}
                    error={revenueError}
                    readOnly={!canEdit}
                    disabled={!revenue.data}
                    w={180}
                  />
                  {canEdit && (
                    <Button mt={25} onClick={() => void saveRevenue()} loading={saving} disabled={!revenue.data}>
                      Save
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
          {data.Rows.length ? (
            <DataGrid<PatronsRoomReportRow>
              minColumnWidth={110}
              label="Patrons room transfers"
              rows={data.Rows}
              totals={totalRow ? [totalRow] : []}
              columns={columns}
            />
          ) : (
            <Text c="dimmed">
              No patrons room transfers in {MonthNames[month - 1]} {year}.
            </Text>
          )}
        </>
      )}
    </>
  );
}
