import { Button, Group, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MenuMessages, MenuSaveSchema } from '@intermission/contracts';
import { useCreateMenuMutation } from '../modules/menus/api';
import { useZodForm } from '../modules/ui/form/useZodForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /menu/add: a name first (checked by the server's MenuSaveSchema); kits, categories and the grid follow on the menu's own page. */
export function MenuAddPage() {
  const navigate = useNavigate();
  const create = useCreateMenuMutation();
  const { register, submit, formState } = useZodForm(MenuSaveSchema, { Name: '' }, async ({ Name }, setFieldError) => {
    try {
      const menu = await create.mutateAsync({ Name });
      notifySuccess(MenuMessages.Created);
      navigate(`/menu/info?id=${menu.Id}`, { replace: true });
    } catch (err) {
      showApiError(err, undefined, setFieldError);
    }
  });
  return (
    <>
      <Title order={2} mb="md">
        Add Menu
      </Title>
      <form onSubmit={submit} noValidate>
        <TextInput label="Name" {...register('Name')} error={formState.errors.Name?.message} w={360} data-autofocus autoFocus />
        <Group mt="md">
          <Button type="submit" loading={formState.isSubmitting}>
            Create Menu
          </Button>
          <Button variant="default" onClick={() => navigate('/menu/list')}>
            Cancel
          </Button>
        </Group>
      </form>
    </>
  );
}
