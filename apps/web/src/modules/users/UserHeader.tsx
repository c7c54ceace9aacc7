import { Anchor, Badge, Button, Group, Title } from '@mantine/core';
import { Messages, type User, UserMessages } from '@intermission/contracts';
import { useClaim } from '../session/useClaim';
import { useSession } from '../session/useSession';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { usePosPackageQuery } from '../settings/api';
import { useDeleteUserPhotoMutation, useSetUserAccessMutation, useUploadUserPhotoMutation } from './api';
import { UserPhoto } from './UserPhoto';

/** A staff user's photo, name and access, the point-of-sale package link, and access switched on or off. */
export function UserHeader({ user }: { user: User }) {
  const session = useSession();
  const canEdit = useClaim('Users', 'FullAccess');
  const posPackage = usePosPackageQuery().data;
  const setAccess = useSetUserAccessMutation(user.Id);
  const upload = useUploadUserPhotoMutation(user.Id);
  const deletePhoto = useDeleteUserPhotoMutation(user.Id);
  const isOwn = user.Id === session?.userId;

  const handleToggleAccess = async () => {
    try {
      await setAccess.mutateAsync(!user.HasAccess);
      notifySuccess(UserMessages.Saved);
    } catch (err) {
      showApiError(err, Messages.UpdateFailed);
    }
  };
  const handleUpload = async (file: File) => {
    try {
      await upload.mutateAsync(file);
      notifySuccess(UserMessages.Saved);
    } catch (err) {
      showApiError(err);
    }
  };
  const handleDeletePhoto = () => deletePhoto.mutateAsync().catch((err: unknown) => showApiError(err, Messages.DeleteFailed));

  return (
    <Group justify="space-between" mb="md">
      <Group>
        <UserPhoto user={user} canEdit={canEdit || isOwn} onUpload={handleUpload} onDelete={handleDeletePhoto} />
        <Title order={2}>
          {user.FirstName} {user.LastName}
        </Title>
        <Badge color={user.HasAccess ? 'green' : 'gray'}>{user.HasAccess ? 'Active' : 'Deactivated'}</Badge>
      </Group>
      {posPackage?.Location && (
        <Anchor href={posPackage.Location} download>
          Download the point-of-sale package {posPackage.Version}
        </Anchor>
      )}
      {canEdit && !isOwn && (
        <Button variant="light" color={user.HasAccess ? 'red' : 'green'} onClick={handleToggleAccess}>
          {user.HasAccess ? 'Deactivate access' : 'Activate access'}
        </Button>
      )}
    </Group>
  );
}
