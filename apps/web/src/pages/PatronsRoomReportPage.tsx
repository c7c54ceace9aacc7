import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useDebouncedValue, useSessionStorage } from '@mantine/hooks';
import { useEffect } from 'react';
import { MonthNames, PatronsRoomYearQuerySchema } from '@intermission/contracts';
import { ReportsAsOfBanner } from '../modules/reports/AsOfBanner';
import { useClaim } from '../modules/session/useClaim';
import { showApiError } from '../modules/ui/showApiError';
import { downloadPatronsRoomCsv, patronsRoomReportBody, usePatronsRoomReport } from '../modules/venue-reports/api';
import { PatronsRoomFilters, type PatronsRoomFilterValues } from '../modules/venue-reports/PatronsRoomFilters';
import { PatronsRoomGrid } from '../modules/venue-reports/PatronsRoomGrid';
import { PatronsRoomTotals } from '../modules/venue-reports/PatronsRoomTotals';

/** The year as typed, when it is one the report takes (the contracts' rule: after 1990). */
const yearOf = (text: string) => {
  const parsed = PatronsRoomYearQuerySchema.shape.Year.safeParse(text.trim());
  return parsed.success ? { year: parsed.data } : { year: null, error: text.trim() ? parsed.error.issues[0]?.message : undefined };
};

/**
 * /inventoryTransfers/report: the Patrons Room Transfer Report (document 3): the patrons room
 * transfers of a month (POST patronsRoom/report, page size 9999) with their total, the month's
 * revenue (edited with PatronRoomManager FullAccess), cost as a percentage of revenue, and the CSV
 * (POST patronsRoom/report/csv). Filters are kept between visits.
 */
export function PatronsRoomReportPage() {
  const canEdit = useClaim('PatronRoomManager', 'FullAccess');
  const now = new Date();
  const [filters, setFilters] = useSessionStorage<PatronsRoomFilterValues>({
    key: 'intermission.state.patrons-room-report',
    defaultValue: {
      roomId: '',
      year: String(now.getFullYear()),
      month: String(now.getMonth() + 1),
    },
    getInitialValueInEffect: false,
  });
  const [typedYear] = useDebouncedValue(filters.year, 300);
  const { year } = yearOf(typedYear);
  const month = Number(filters.month);
  const roomId = filters.roomId ? Number(filters.roomId) : null;
  const body = year ? patronsRoomReportBody(roomId, year, month) : null;
  const report = usePatronsRoomReport(body);
  useEffect(() => {
    if (report.error) showApiError(report.error, 'This report could not be loaded.');
  }, [report.error]);

  const exportCsv = async () => {
    if (!body) return;
    try {
      await downloadPatronsRoomCsv(body);
    } catch (err) {
      showApiError(err, 'The CSV could not be downloaded.');
    }
  };

  const data = report.data;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Patrons Room Transfer Report</Title>
        <Button variant="light" onClick={() => void exportCsv()} disabled={!body}>
          Export CSV
        </Button>
      </Group>
      <ReportsAsOfBanner />
      <PatronsRoomFilters filters={filters} yearError={yearOf(filters.year).error} onChange={(patch) => setFilters({ ...filters, ...patch })} />
      {!body ? (
        <Text c="dimmed">Enter a year after 1990.</Text>
      ) : report.isLoading ? (
        <Loader />
      ) : report.error || !data ? (
        <Alert color="red">This report could not be loaded.</Alert>
      ) : (
        <>
          <PatronsRoomTotals report={data} month={roomId && year ? { roomId, year, month } : null} canEdit={canEdit} />
          {data.Rows.length ? (
            <PatronsRoomGrid report={data} oneRoom={!!roomId} />
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
