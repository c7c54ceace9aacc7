import { Alert, Badge, Group, Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Messages, type PasswordChange, type UserNameUpdate } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { useSession } from '../modules/session/useSession';
import { DetailSection } from '../modules/ui/DetailSection';
import type { SetFieldError } from '../modules/ui/form/useZodForm';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import { useChangePasswordMutation, useSaveUserMutation, useSetUser, useUserQuery } from '../modules/users/api';
import { BasicInfoForm } from '../modules/users/BasicInfoForm';
import { PasswordForm } from '../modules/users/PasswordForm';

type Section = 'basic' | 'password' | null;

/** /user/profile?id: a user's basic info; on the own page also the password (spec document 3 §2). */
export function ProfilePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const id = Number(params.get('id') ?? session?.userId);
  const isOwn = id === session?.userId;
  const { data: user, isLoading, error } = useUserQuery(id);
  const saveUser = useSaveUserMutation(id);
  const setUser = useSetUser(id);
  const changePassword = useChangePasswordMutation();
  const [open, setOpen] = useState<Section>(null);

  if (isLoading) return <Loader />;
  if (error || !user)
    return (
      <Alert color="red">{error instanceof ApiError && error.status === 403 ? 'You do not have access to this user.' : 'This user could not be loaded.'}</Alert>
    );

  const handleSaveName = (form: UserNameUpdate, setFieldError: SetFieldError) =>
    saveWithConcurrency((v) => saveUser.mutateAsync({ ...form, Version: v ?? user.Version }), {
      success: Messages.UserSaved,
      setFieldError,
      onSaved: () => setOpen(null),
      onReload: (u) => (setUser(u), setOpen(null)),
    });

  const handleSavePassword = async (form: PasswordChange, setFieldError: SetFieldError) => {
    try {
      await changePassword.mutateAsync(form);
      notifySuccess(Messages.PasswordSaved);
      setOpen(null);
    } catch (err) {
      showApiError(err, Messages.SaveFailed, setFieldError);
    }
  };

  return (
    <>
      <Group mb="md">
        <Title order={2}>
          {user.FirstName} {user.LastName}
        </Title>
        {isOwn && <Badge>Your profile</Badge>}
      </Group>
      <DetailSection
        title="Basic Info"
        open={open === 'basic'}
        onOpen={() => setOpen('basic')}
        onClose={() => setOpen(null)}
        view={
          <>
            <Text>
              {user.FirstName} {user.LastName}
            </Text>
            <Text c="dimmed">{user.Email}</Text>
            {user.RoleName && <Text c="dimmed">Role: {user.RoleName}</Text>}
          </>
        }
        edit={<BasicInfoForm key={user.Version} user={user} onSave={handleSaveName} />}
      />
      {isOwn && user.AuthUserId !== null && (
        <DetailSection
          title="Password"
          open={open === 'password'}
          onOpen={() => setOpen('password')}
          onClose={() => setOpen(null)}
          view={<Text c="dimmed">••••••••</Text>}
          edit={<PasswordForm onSave={handleSavePassword} />}
        />
      )}
    </>
  );
}
