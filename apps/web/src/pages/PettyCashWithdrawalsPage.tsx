import { Alert, Group, Loader, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, type PettyCashWithdrawal, pettyCashDefaultRange } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useVenueQuery } from '../modules/clients/venue/api';
import { pettyCashSearchQuery } from '../modules/petty-cash/api';
import { AddWithdrawalDialog } from '../modules/petty-cash/AddWithdrawalDialog';
import { useClaim } from '../modules/session/useClaim';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { PagedList } from '../modules/ui/PagedList';

/**
 * /client/pettyCashWithdrawals?theatreId&theatreName&venueId&venueName&clientId&clientName
 * [clients.petty-cash-withdrawals]: the theatre's withdrawals, 12 a page, from 1 January to today
 * (venue days) unless changed; adding one needs Theatres FullAccess.
 */
export function PettyCashWithdrawalsPage() {
  const params = useHierarchyParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const canAdd = useClaim('Theatres', 'FullAccess');
  const { clientId, venueId, theatreId, theatreName } = params;
  const venue = useVenueQuery(clientId, venueId);
  if (!clientId || !venueId || !theatreId) return <Alert color="red">No theatre was given.</Alert>;
  if (venue.isLoading) return <Loader />;
  if (!venue.data) return <Alert color="red">This theatre&apos;s venue could not be loaded.</Alert>;
  const timeZone = venue.data.TimeZone;
  const here = levelParams.theatre(params, { Id: theatreId, Name: theatreName ?? '' });
  const range = pettyCashDefaultRange(timeZone);
  return (
    <>
      <HierarchyBreadcrumbs params={here} current="Petty Cash" />
      <Group justify="space-between" mb="md">
        <Title order={2}>Petty Cash Withdrawals{theatreName ? ` of ${theatreName}` : ''}</Title>
        {canAdd && <AddWithdrawalDialog theatreId={theatreId} timeZone={timeZone} initiallyOpen={search.get('add') === '1'} />}
      </Group>
      <PagedList<PettyCashWithdrawal>
        stateKey="theatre-petty-cash"
        label="Petty Cash Withdrawals"
        initial={{ fromDate: range.FromDate, toDate: range.ToDate }}
        query={(s, skip, take) =>
          pettyCashSearchQuery(
            { clientId, venueId, theatreId },
            { TheatreId: theatreId, Query: s.q, Skip: skip, Take: take, FromDate: String(s.fromDate || '') || null, ToDate: String(s.toDate || '') || null },
          )
        }
        filters={(s, set) => (
          <>
            <TextInput label="From date" type="date" value={String(s.fromDate ?? '')} onChange={(e) => set({ fromDate: e.currentTarget.value })} w={170} />
            <TextInput label="To date" type="date" value={String(s.toDate ?? '')} onChange={(e) => set({ toDate: e.currentTarget.value })} w={170} />
          </>
        )}
        columns={[
          { headerName: 'Date', valueGetter: (p) => (p.data ? formatDateTime(p.data.TransactionDateUtc, p.data.TimeZone) : ''), flex: 1.3 },
          { field: 'ShowName', headerName: 'Show', flex: 1.5 },
          { headerName: 'Reason', valueGetter: (p) => p.data?.PettyCashReason.Name ?? '', flex: 1.2 },
          { headerName: 'Amount', valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : ''), flex: 1, type: 'rightAligned' },
          { field: 'CreatedByName', headerName: 'Withdrawn By', flex: 1.2 },
          { headerName: 'Export', valueGetter: (p) => (p.data?.ExportId ? `#${p.data.ExportId}` : ''), maxWidth: 110 },
        ]}
        onRowClick={(w) => navigate(hierarchyPath('/client/pettyCashWithdrawals/info', { id: w.Id, ...here }))}
      />
    </>
  );
}
