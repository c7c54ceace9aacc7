import { Alert, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { VenueForm } from '../modules/clients/hierarchy/VenueForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useCreateVenueMutation } from '../modules/clients/venue/api';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/venues/add?clientId&clientName: a new venue of the client, then its page. */
export function VenueAddPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const { clientId, clientName } = params;
  const create = useCreateVenueMutation(clientId ?? 0);
  if (!clientId) return <Alert color="red">No client was given.</Alert>;
  return (
    <>
      <HierarchyBreadcrumbs params={{ clientId, clientName }} current="Add Venue" />
      <Title order={2} mb="md">
        Add Venue
      </Title>
      <VenueForm
        submitLabel="Create Venue"
        onSave={async (form, setFieldError) => {
          try {
            const venue = await create.mutateAsync(form);
            notifySuccess(ClientAreaMessages.VenueCreated);
            navigate(hierarchyPath('/client/venues/info', { id: venue.Id, ...levelParams.client({ Id: clientId, Name: clientName ?? venue.Client.Name }) }), {
              replace: true,
            });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
