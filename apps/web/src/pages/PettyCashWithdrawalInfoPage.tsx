import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCurrency, Messages, PettyCashMessages } from '@intermission/contracts';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useDeleteWithdrawalMutation, usePettyCashWithdrawalQuery, useSaveWithdrawalMutation } from '../modules/petty-cash/api';
import { WithdrawalForm } from '../modules/petty-cash/WithdrawalForm';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { notifySuccess } from '../modules/ui/notify';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { showApiError } from '../modules/ui/showApiError';

/**
 * /client/pettyCashWithdrawals/info?id&theatreId&theatreName&venueId&venueName&clientId&clientName
 * [clients.petty-cash-withdrawal-info]: one withdrawal; edit (whatever its export state) and delete
 * (refused once exported) with Theatres FullAccess (docs/petty-cash.md "Who may change").
 */
export function PettyCashWithdrawalInfoPage() {
  const { id } = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Theatres', 'FullAccess');
  const { data: w, isLoading, error } = usePettyCashWithdrawalQuery(id);
  const save = useSaveWithdrawalMutation(id ?? 0);
  const remove = useDeleteWithdrawalMutation(id ?? 0);
  const [open, setOpen] = useState(false);

  if (!id) return <Alert color="red">No withdrawal was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !w) return <Alert color="red">This withdrawal could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: w.ClientId, Name: w.ClientName }), { Id: w.VenueId, Name: w.VenueName });
  const theatre = levelParams.theatre(venue, { Id: w.TheatreId, Name: w.TheatreName });
  const leave = () => navigate(hierarchyPath('/client/pettyCashWithdrawals', { ...theatre }));
  const title = `Withdrawal of ${formatCurrency(w.Amount)}`;
  const handleDelete = () =>
    remove.mutateAsync().then(
      () => (notifySuccess(PettyCashMessages.Deleted), leave()),
      // A refusal (the §8 export message) is the server's own words.
      (err: unknown) => showApiError(err, Messages.DeleteFailed, undefined, [400]),
    );

  return (
    <>
      <HierarchyBreadcrumbs params={theatre} current={title} />
      <RecordHeader title={title} kind="petty cash withdrawal" canEdit={canEdit} onDelete={handleDelete} />
      <DetailSection
        title="Withdrawal"
        open={open}
        canEdit={canEdit}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fact('Date', formatDateTime(w.TransactionDateUtc, w.TimeZone))}
            {fact('Show', w.ShowName ?? '')}
            {fact('Reason', w.PettyCashReason.Name)}
            {fact('Amount', formatCurrency(w.Amount))}
            {fact('Withdrawn By', w.CreatedByName)}
            {fact('Export', w.ExportId ? `Included on export #${w.ExportId}` : 'Not exported yet')}
          </SimpleGrid>
        }
        edit={
          <WithdrawalForm
            key={w.Version}
            theatreId={w.TheatreId}
            timeZone={w.TimeZone}
            withdrawal={w}
            submitLabel="Save"
            onSave={saveRecordForm(save, w, PettyCashMessages.Saved, () => setOpen(false))}
          />
        }
      />
    </>
  );
}
