import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { useCreateClientMutation } from '../modules/clients/client/api';
import { ClientForm } from '../modules/clients/client/ClientForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/add: name, client type and description; POST clients, then the new client's page. */
export function ClientAddPage() {
  const navigate = useNavigate();
  const create = useCreateClientMutation();
  return (
    <>
      <HierarchyBreadcrumbs params={{}} current="Add Client" />
      <Title order={2} mb="md">
        Add Client
      </Title>
      <ClientForm
        submitLabel="Create Client"
        onSave={async (form, setFieldError) => {
          try {
            const client = await create.mutateAsync(form);
            notifySuccess(ClientAreaMessages.ClientCreated);
            navigate(`/client/info?id=${client.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
