import { Text } from '@mantine/core';
import { Messages, type PortalAccess, type User, UserMessages } from '@intermission/contracts';
import { DetailSection } from '../ui/DetailSection';
import type { SetFieldError } from '../ui/form/useZodForm';
import { notifySuccess } from '../ui/notify';
import type { SectionProps } from '../ui/sectionProps';
import { showApiError } from '../ui/showApiError';
import { useRemovePortalAccessMutation, useSavePortalAccessMutation } from './api';
import { PortalAccessForm } from './PortalAccessForm';

/** A staff user's sign-in to the portal: username, password, role and whitelisting. */
export function UserPortalSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSavePortalAccessMutation(user.Id);
  const remove = useRemovePortalAccessMutation(user.Id);
  const handleSave = async (d: PortalAccess, setFieldError: SetFieldError) => {
    try {
      const { Message } = await save.mutateAsync({ ...d, Password: d.Password || undefined, Confirmation: d.Confirmation || undefined });
      notifySuccess(Message);
      section.onClose();
    } catch (err) {
      // Nothing entered is refused with its own text (Messages.NothingEntered).
      showApiError(err, undefined, setFieldError, [400]);
    }
  };
  const handleRemove = async () => {
    try {
      await remove.mutateAsync();
      notifySuccess(UserMessages.Saved);
      section.onClose();
    } catch (err) {
      showApiError(err, Messages.UpdateFailed);
    }
  };
  return (
    <DetailSection
      title="Portal Access"
      {...section}
      view={
        user.AuthUser ? (
          <Text>
            {user.AuthUser.Username} · {user.AuthUser.UserRole.Name}
            {user.AuthUser.AutomaticallyWhitelist ? ' · automatically whitelisted' : ''}
          </Text>
        ) : (
          <Text c="dimmed">No portal access</Text>
        )
      }
      edit={<PortalAccessForm user={user} onSave={handleSave} onRemove={handleRemove} />}
    />
  );
}
