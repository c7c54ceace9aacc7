import { Alert, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { useCreateSalesLocationMutation } from '../modules/clients/hierarchy/api';
import { SalesLocationForm } from '../modules/clients/hierarchy/SalesLocationForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/salesLocations/add?theatreId&theatreName&venueId&venueName&clientId&clientName: a new sales location, then its page. */
export function SalesLocationAddPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const { clientId, venueId, theatreId, theatreName } = params;
  const create = useCreateSalesLocationMutation(clientId ?? 0, venueId ?? 0, theatreId ?? 0);
  if (!clientId || !venueId || !theatreId) return <Alert color="red">No theatre was given.</Alert>;
  const parent = levelParams.theatre(params, { Id: theatreId, Name: theatreName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Add Sales Location" />
      <Title order={2} mb="md">
        Add Sales Location
      </Title>
      <SalesLocationForm
        submitLabel="Create Sales Location"
        onSave={async (form, setFieldError) => {
          try {
            const location = await create.mutateAsync(form);
            notifySuccess(ClientAreaMessages.SalesLocationCreated);
            navigate(hierarchyPath('/client/salesLocations/info', { id: location.Id, ...parent }), { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
