import { Alert, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { useCreateTheatreMutation } from '../modules/clients/hierarchy/api';
import { TheatreForm } from '../modules/clients/hierarchy/TheatreForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/theatres/add?venueId&venueName&clientId&clientName: a new theatre of the venue, then its page. */
export function TheatreAddPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const { clientId, venueId, venueName } = params;
  const create = useCreateTheatreMutation(clientId ?? 0, venueId ?? 0);
  if (!clientId || !venueId) return <Alert color="red">No venue was given.</Alert>;
  const parent = levelParams.venue(params, { Id: venueId, Name: venueName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Add Theatre" />
      <Title order={2} mb="md">
        Add Theatre
      </Title>
      <TheatreForm
        submitLabel="Create Theatre"
        onSave={async (form, setFieldError) => {
          try {
            const theatre = await create.mutateAsync(form);
            notifySuccess(ClientAreaMessages.TheatreCreated);
            navigate(hierarchyPath('/client/theatres/info', { id: theatre.Id, ...parent }), { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
