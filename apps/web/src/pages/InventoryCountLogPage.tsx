import { Alert, Group, Select, TextInput, Title } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { formatCurrency, type InventoryLogRow } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { type ListState, PagedList } from '../modules/ui/PagedList';
import { type LogDatePreset, LogDatePresetLabels, LogDatePresets, logDateRange } from '@intermission/contracts';
import { ReportsAsOfBanner } from '../modules/reports/AsOfBanner';
import { inventoryLogsSearchQuery, useVenueTimeZone } from '../modules/venue-reports/api';

const issues = [
  { value: 'true', label: 'Has Issue' },
  { value: 'false', label: 'No Issue' },
];

const presetOptions = LogDatePresets.map((p) => ({ value: p, label: LogDatePresetLabels[p] }));

/** The log-date filter as the user sets it; the list searches only with a range it can take. */
interface DateFilter {
  preset: LogDatePreset;
  /** Custom range, local 'YYYY-MM-DDTHH:mm'; blank is open. */
  start: string;
  end: string;
}

const rangeOf = (f: Record<string, unknown>) =>
  logDateRange((LogDatePresets as readonly unknown[]).includes(f.preset) ? (f.preset as LogDatePreset) : 'any', new Date(), {
    start: String(f.start ?? ''),
    end: String(f.end ?? ''),
  });

/**
 * /client/venues/inventoryCountLog?venueId&venueName&clientId&clientName: the venue's inventory
 * counts (document 1 §2.4), newest first, 12 a page, with a search, the issue filter and the
 * log-date filter (weeks Sunday to Saturday; a custom range whose end is not after its start is
 * not searched). Filters are kept between visits.
 */
export function InventoryCountLogPage() {
  const params = useHierarchyParams();
  const { venueId, venueName } = params;
  const timeZone = useVenueTimeZone(params.clientId, venueId);
  const [dates, setDates] = useSessionStorage<DateFilter>({
    key: 'intermission.state.inventory-count-log.dates',
    defaultValue: { preset: 'any', start: '', end: '' },
    getInitialValueInEffect: false,
  });
  if (!venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  const check = rangeOf({ ...dates });

  /** Keeps what the user set; the list's own state (what is searched) changes only to a range it can take. */
  const changeDates = (patch: Partial<DateFilter>, set: (patch: Partial<ListState>) => void) => {
    const next = { ...dates, ...patch };
    setDates(next);
    if (rangeOf({ ...next }).ok) set({ preset: next.preset, start: next.start, end: next.end });
  };

  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Inventory Count Log" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Inventory Count Log{venueName ? ` of ${venueName}` : ''}</Title>
      </Group>
      <ReportsAsOfBanner />
      <PagedList<InventoryLogRow>
        stateKey="inventory-count-log"
        label="Inventory Count Log"
        initial={{ issue: '', preset: dates.preset, start: dates.start, end: dates.end }}
        query={(s, skip, take) => {
          const range = rangeOf(s);
          return inventoryLogsSearchQuery({
            VenueId: venueId,
            Query: s.q.trim() || undefined,
            Skip: skip,
            Take: take,
            IsDiscrepency: s.issue === 'true' ? true : s.issue === 'false' ? false : null,
            DateLogFrom: range.ok ? range.DateLogFrom : null,
            DateLogTo: range.ok ? range.DateLogTo : null,
          });
        }}
        filters={(s, set) => (
          <>
            <Select
              label="Issue"
              placeholder="Any issue"
              clearable
              data={issues}
              value={s.issue ? String(s.issue) : null}
              onChange={(v) => set({ issue: v ?? '' })}
              w={170}
            />
            <Select
              label="Log date"
              data={presetOptions}
              value={dates.preset}
              allowDeselect={false}
              onChange={(v) => v && changeDates({ preset: v as LogDatePreset }, set)}
              w={190}
            />
            {dates.preset === 'custom' && (
              <>
                <TextInput
                  label="Start"
                  type="datetime-local"
                  value={dates.start}
                  onChange={(e) => changeDates({ start: e.currentTarget.value }, set)}
                  w={220}
                />
                <TextInput
                  label="End"
                  type="datetime-local"
                  value={dates.end}
                  onChange={(e) => changeDates({ end: e.currentTarget.value }, set)}
                  error={check.ok ? undefined : check.error}
                  w={220}
                />
              </>
            )}
          </>
        )}
        columns={[
          { headerName: 'Log Date', valueGetter: (p) => (p.data ? formatDateTime(p.data.LogDate, timeZone) : ''), minWidth: 170 },
          { field: 'LocationName', headerName: 'Location', flex: 2, minWidth: 180, tooltipValueGetter: (p) => p.data?.LocationName ?? '' },
          { headerName: 'Counted By', valueGetter: (p) => p.data?.CountedBy ?? '', minWidth: 150 },
          { headerName: 'POS User', valueGetter: (p) => p.data?.PosUserName ?? '', minWidth: 140 },
          { field: 'Goods', headerName: 'Goods', maxWidth: 100 },
          { field: 'Discrepancies', headerName: 'Discrepancies', maxWidth: 140 },
          { headerName: 'Issue', valueGetter: (p) => (p.data ? (p.data.IsDiscrepency ? 'Has Issue' : 'No Issue') : ''), maxWidth: 130 },
          { headerName: 'Variance cost', valueGetter: (p) => (p.data ? formatCurrency(p.data.VarianceCost) : ''), maxWidth: 160 },
        ]}
      />
    </>
  );
}
