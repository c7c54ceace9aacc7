import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { type DepositLookup, formatCurrency, isDay } from '@intermission/contracts';
import { useDepositQuery } from '../modules/deposits/api';
import { depositDetailColumns } from '../modules/deposits/depositColumns';
import { PostDepositButton } from '../modules/deposits/PostDepositButton';
import { useClaim } from '../modules/session/useClaim';
import { useScheduleTheatres } from '../modules/shows/api';
import { DataGrid } from '../modules/ui/DataGrid';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';

/** The lookup of document 2 §3 from the page's query (?id&showEventId&fromDate&toDate); null without a show event. */
function lookupOf(params: URLSearchParams): DepositLookup | null {
  const showEventId = Number(params.get('showEventId'));
  if (!Number.isSafeInteger(showEventId) || showEventId <= 0) return null;
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return isDay(v) ? v : null;
  };
  const id = Number(params.get('id'));
  return { PostedDepositId: Number.isSafeInteger(id) && id > 0 ? id : 0, ShowEventId: showEventId, FromDate: day('fromDate'), ToDate: day('toDate') };
}

/**
 * /deposits/info?id&showEventId&fromDate&toDate (Manage Deposit Info, document 2 §2): one show
 * event's deposit, its four figures and its tenders; "Post Deposit" (VenueManager FullAccess) while unposted.
 */
export function DepositInfoPage() {
  const [params, setParams] = useSearchParams();
  const lookup = lookupOf(params);
  const canPost = useClaim('VenueManager', 'FullAccess');
  const deposit = useDepositQuery(lookup);
  const theatres = useScheduleTheatres();
  if (!lookup) return <Alert color="red">No show event was given.</Alert>;
  if (deposit.isLoading) return <Loader />;
  if (deposit.error || !deposit.data) return <Alert color="red">This deposit could not be loaded.</Alert>;
  const d = deposit.data;
  // The venue's zone (the deposit does not carry it): the theatre options do.
  const zone = theatres.data?.find((t) => t.Id === d.TheatreId)?.TimeZone;
  const back = `/deposits/list`;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group>
          <Title order={2}>Deposit: {d.ShowName}</Title>
          <Badge color={d.IsPosted ? 'green' : 'gray'} size="lg" data-testid="deposit-state">
            {d.IsPosted ? 'Posted' : 'Not posted'}
          </Badge>
        </Group>
        <Group>
          <Anchor component={Link} to={back}>
            Back to Deposits
          </Anchor>
          {!d.IsPosted && canPost && (
            <PostDepositButton
              deposit={d}
              onPosted={(posted) => {
                if (!posted?.Id) return;
                const next = new URLSearchParams(params);
                next.set('id', String(posted.Id));
                setParams(next, { replace: true });
              }}
            />
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {fact('Theatre', d.TheatreName)}
        {fact('Venue', d.VenueName)}
        {fact('Start', formatDateTime(d.Start, zone))}
        {fact('End', formatDateTime(d.End, zone))}
        {fact('Amount', formatCurrency(d.Amount), { named: true })}
        {fact('Petty Cash', formatCurrency(d.PettyCashAmount), { named: true })}
        {fact('Tips', formatCurrency(d.TipTotal), { named: true })}
        {fact('To Be Posted', formatCurrency(d.AmountToBePosted), { strong: true, named: true })}
        {d.IsPosted && fact('Posted At', d.PostedAt ? formatDateTime(d.PostedAt, zone) : '')}
        {d.IsPosted && fact('Posted By', d.PostedBy ?? '')}
      </SimpleGrid>
      <DataGrid label="Deposit details" rows={d.DepositsDetails} columns={depositDetailColumns} height={52 + 42 * 8} emptyText="No tenders" />
    </Stack>
  );
}
