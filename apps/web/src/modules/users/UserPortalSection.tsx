import { Text } from '@mantine/core';
import { Messages, type User, UserMessages } from '@intermission/contracts';
import { DetailSection } from '../ui/DetailSection';
import { notifySuccess } from '../ui/notify';
import type { SectionProps } from '../ui/sectionProps';
import { showApiError } from '../ui/showApiError';
import { useRemovePortalAccessMutation, useSavePortalAccessMutation } from './api';
import { PortalAccessForm, type PortalDraft } from './PortalAccessForm';

/** A staff user's sign-in to the portal: username, password, role and whitelisting. */
export function UserPortalSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSavePortalAccessMutation(user.Id);
  const remove = useRemovePortalAccessMutation(user.Id);
  const handleSave = async (d: PortalDraft) => {
    try {
      const { Message } = await save.mutateAsync({
        Username: d.Username,
        Password: d.Password || undefined,
        Confirmation: d.Confirmation || undefined,
        UserRoleId: d.UserRoleId ?? undefined,
        AutomaticallyWhitelist: d.AutomaticallyWhitelist,
        Version: user.Version,
      });
      notifySuccess(Message);
      section.onClose();
    } catch (err) {
      // Nothing entered is refused with its own text (Messages.NothingEntered).
      showApiError(err, undefined, undefined, [400]);
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
