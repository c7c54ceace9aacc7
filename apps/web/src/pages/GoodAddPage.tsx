import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { GoodMessages } from '@intermission/contracts';
import { useCreateGoodMutation } from '../modules/goods/api';
import { GoodForm, type GoodFormValues } from '../modules/goods/GoodForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import type { SetFieldError } from '../modules/ui/form/useZodForm';

/** Add a good: save and return to the list, or save and repeat with a fresh form. */
export function GoodAddPage() {
  const navigate = useNavigate();
  const create = useCreateGoodMutation();
  const handleCreate = async (good: GoodFormValues, setFieldError: SetFieldError) => {
    try {
      const created = await create.mutateAsync(good);
      notifySuccess(GoodMessages.Created);
      return created;
    } catch (err) {
      showApiError(err, undefined, setFieldError);
      return undefined;
    }
  };
  return (
    <>
      <Title order={2} mb="md">
        Add Good
      </Title>
      <GoodForm
        actions={[
          {
            label: 'Save and return',
            onClick: async (good, setFieldError) => {
              if (await handleCreate(good, setFieldError)) navigate('/good/list');
            },
          },
          { label: 'Save and add another', variant: 'light', onClick: async (good, setFieldError) => !!(await handleCreate(good, setFieldError)) },
        ]}
      />
    </>
  );
}
