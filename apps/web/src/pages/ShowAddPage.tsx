import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ShowMessages } from '@intermission/contracts';
import { useCreateShowMutation } from '../modules/shows/api';
import { ShowForm } from '../modules/shows/ShowForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /show/add: a new show; its page opens once it is created. */
export function ShowAddPage() {
  const navigate = useNavigate();
  const create = useCreateShowMutation();
  return (
    <>
      <Title order={2} mb="md">
        Add Show
      </Title>
      <ShowForm
        submitLabel="Create Show"
        onSave={async (form, setFieldError) => {
          try {
            const show = await create.mutateAsync(form);
            notifySuccess(ShowMessages.ShowCreated);
            navigate(`/show/info?id=${show.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
