import { Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type Good, GoodMessages } from '@intermission/contracts';
import { post } from '../modules/api/apiClient';
import { GoodForm, goodBody, type GoodDraft, newGoodDraft } from '../modules/goods/GoodForm';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** Add a good: save and return to the list, or save and repeat with a fresh form. */
export function GoodAddPage() {
  const navigate = useNavigate();
  const create = async (d: GoodDraft) => {
    try {
      const [good] = await post<Good[]>('goods', [goodBody(d)]);
      notifySuccess(GoodMessages.Created);
      return good;
    } catch (err) {
      showApiError(err);
      return undefined;
    }
  };
  return (
    <>
      <Title order={2} mb="md">
        Add Good
      </Title>
      <GoodForm
        initial={newGoodDraft()}
        actions={[
          {
            label: 'Save and return',
            onClick: async (d) => {
              if (await create(d)) navigate('/good/list');
            },
          },
          { label: 'Save and add another', variant: 'light', onClick: async (d) => !!(await create(d)) },
        ]}
      />
    </>
  );
}
