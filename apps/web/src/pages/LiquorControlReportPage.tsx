import { Alert, Button, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { runtimeTimeZone, todayIn } from '@intermission/contracts';
import {
  type LiquorControlBody,
  type LiquorDrillTarget,
  liquorControlKeys,
  runLiquorControl,
  useVenueSalesLocations,
  useVenueShowEvents,
} from '../modules/liquor-control/api';
import { formatDay } from '../modules/liquor-control/format';
import { LiquorControlGrid } from '../modules/liquor-control/LiquorControlGrid';
import { LiquorDrillDialog } from '../modules/liquor-control/LiquorDrillDialog';
import { firstOfMonth, loadFailure, showEventLabel, useReportLocations } from '../modules/reports/api';
import { AsOfBanner } from '../modules/reports/AsOfBanner';

/**
 * /sales/liquorControlReport?venue&from&to&sl&ev (document 2 §2, §3, §5; docs/reports.md "Liquor
 * control report"): per day, stand and alcohol good, the ounces sold against the ounces the counts
 * say were used, the variance in ounces and cost; 'No end-of-day count' where the answer is missing.
 */
export function LiquorControlReportPage() {
  const [params, setParams] = useSearchParams();
  const locations = useReportLocations();
  const venues = useMemo(() => (locations.data ?? []).filter((l) => l.Composite), [locations.data]);
  const venueSales = useVenueSalesLocations();
  const [venue, setVenue] = useState(params.get('venue') ?? '');
  const [from, setFrom] = useState(params.get('from') ?? firstOfMonth());
  const [to, setTo] = useState(params.get('to') ?? todayIn(runtimeTimeZone()));
  const [salesLocation, setSalesLocation] = useState(params.get('sl') ?? '');
  const [showEvent, setShowEvent] = useState(params.get('ev') ?? '');
  const [body, setBody] = useState<LiquorControlBody | null>(null);
  const [drill, setDrill] = useState<LiquorDrillTarget | null>(null);
  const [tried, setTried] = useState(false);

  // The first venue of the user's until one is chosen.
  useEffect(() => {
    if (!venue && venues[0]) setVenue(String(venues[0].VenueId));
  }, [venue, venues]);

  const entry = venues.find((v) => String(v.VenueId) === venue);
  const datesOk = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to >= from;
  const showEvents = useVenueShowEvents(entry && datesOk ? { InvLocId: entry.Id, fromDate: from, toDate: to } : null);
  const stands = venueSales.data?.find((v) => String(v.Id) === venue)?.SalesLocations ?? [];

  const errors = {
    venue: !venue ? 'Venue is required' : undefined,
    from: !/^\d{4}-\d{2}-\d{2}$/.test(from) ? 'Date From is required' : undefined,
    to: !/^\d{4}-\d{2}-\d{2}$/.test(to) ? 'Date To is required' : to < from ? 'Date To must be on or after Date From' : undefined,
  };
  const report = useQuery({
    queryKey: liquorControlKeys.search(body),
    queryFn: () => runLiquorControl(body!),
    enabled: body !== null,
    retry: false,
  });

  const run = () => {
    setTried(true);
    if (errors.venue || errors.from || errors.to) return;
    const next: LiquorControlBody = {
      FromDate: from,
      ToDate: to,
      VenueId: Number(venue),
      SalesLocationId: salesLocation ? Number(salesLocation) : null,
      ShowEventId: showEvent ? Number(showEvent) : null,
    };
    setParams({ venue, from, to, ...(salesLocation ? { sl: salesLocation } : {}), ...(showEvent ? { ev: showEvent } : {}) }, { replace: true });
    setBody(next);
    if (body && JSON.stringify(body) === JSON.stringify(next)) void report.refetch();
  };
  const failure = loadFailure(report.error, 'The report could not be run.');
  const shown = report.data;

  return (
    <>
      <Title order={2} mb="md">
        Liquor Control Report
      </Title>
      <Group mb="md" align="flex-start" gap="sm">
        <Select
          label="Venue"
          data={venues.map((v) => ({ value: String(v.VenueId), label: v.VenueName }))}
          value={venue || null}
          onChange={(v) => {
            setVenue(v ?? '');
            setSalesLocation('');
            setShowEvent('');
          }}
          error={tried ? errors.venue : undefined}
          searchable
          w={240}
        />
        <Select
          label="Sales Location"
          placeholder="All"
          data={stands.map((s) => ({ value: String(s.Id), label: s.Name }))}
          value={salesLocation || null}
          onChange={(v) => setSalesLocation(v ?? '')}
          clearable
          w={220}
        />
        <TextInput
          label="Date From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={tried ? errors.from : undefined}
          w={160}
        />
        <TextInput label="Date To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={tried ? errors.to : undefined} w={160} />
        <Select
          label="Show Event"
          placeholder="All"
          data={(showEvents.data ?? []).map((e) => ({ value: String(e.ShowEventId), label: showEventLabel(e) }))}
          value={showEvent || null}
          onChange={(v) => setShowEvent(v ?? '')}
          clearable
          w={280}
        />
        <Button mt={24} onClick={run} loading={report.isFetching}>
          Run Report
        </Button>
      </Group>
      {failure && (
        <Alert color="red" mb="md">
          {failure}
        </Alert>
      )}
      {shown && (
        <>
          <AsOfBanner asOf={shown.AsOf} />
          <Text size="sm" c="dimmed" mb="xs" data-testid="liquor-caption">
            {shown.Venue}: {formatDay(from)} to {formatDay(to)} ({shown.TimeZone}). Volumes in ounces; click a figure to open what is behind it.
          </Text>
          <LiquorControlGrid report={shown} onDrillDown={setDrill} />
          <LiquorDrillDialog target={drill} timeZone={shown.TimeZone} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
