import { Button, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MenuMessages } from '@intermission/contracts';
import { useCreateMenuMutation } from '../modules/menus/api';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /menu/add: a name first; kits, categories and the grid follow on the menu's own page. */
export function MenuAddPage() {
  const navigate = useNavigate();
  const create = useCreateMenuMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Title order={2} mb="md">
        Add Menu
      </Title>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!name.trim()) return setError('Name is required');
          setSaving(true);
          try {
            const menu = await create.mutateAsync({ Name: name.trim() });
            notifySuccess(MenuMessages.Created);
            navigate(`/menu/info?id=${menu.Id}`, { replace: true });
          } catch (err) {
            showApiError(err, undefined, (_f, m) => setError(m));
          } finally {
            setSaving(false);
          }
        }}
      >
        <TextInput
          label="Name"
          value={name}
          onChange={(e) => (setName(e.currentTarget.value), setError(undefined))}
          error={error}
          w={360}
          data-autofocus
          autoFocus
        />
        <Group mt="md">
          <Button type="submit" loading={saving}>
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
