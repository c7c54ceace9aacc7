import { Stack, Text } from '@mantine/core';
import { type User, UserMessages } from '@intermission/contracts';
import { DetailSection } from '../ui/DetailSection';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import type { SectionProps } from '../ui/sectionProps';
import { useSaveUserMutation, useSetUser } from './api';
import { UserBasicForm } from './UserBasicForm';

/** A staff user's names, email and job title. */
export function UserBasicSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSaveUserMutation(user.Id);
  const setUser = useSetUser(user.Id);
  return (
    <DetailSection
      title="Basic Info"
      {...section}
      view={
        <Stack gap={2}>
          <Text>{user.Email}</Text>
          <Text c="dimmed">{user.UserJobTitle?.Name ?? 'No job title'}</Text>
        </Stack>
      }
      edit={
        <UserBasicForm
          key={user.Version}
          user={user}
          onSave={(form, setFieldError) =>
            saveWithConcurrency((v) => save.mutateAsync({ ...form, Version: v ?? user.Version }), {
              success: UserMessages.Saved,
              setFieldError,
              onSaved: section.onClose,
              onReload: (u) => (setUser(u), section.onClose()),
            })
          }
        />
      }
    />
  );
}
