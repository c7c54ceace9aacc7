import { Alert, Badge, Group, Loader, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type LoginResult, Messages, type PasswordChange, type User } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { put } from '../modules/api/apiClient';
import { sessionStore } from '../modules/session/sessionStore';
import { useSession } from '../modules/session/useSession';
import { confirmConcurrency } from '../modules/ui/confirmConcurrency';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
import { BasicInfoForm, type NameForm } from '../modules/users/BasicInfoForm';
import { PasswordForm } from '../modules/users/PasswordForm';
import { userKey, useUser } from '../modules/users/useUser';

type Section = 'basic' | 'password' | null;

/** /user/profile?id: a user's basic info; on the own page also the password (spec document 3 §2). */
export function ProfilePage() {
  const [params] = useSearchParams();
  const session = useSession();
  const id = Number(params.get('id') ?? session?.userId);
  const isOwn = id === session?.userId;
  const { data: user, isLoading, error } = useUser(id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Section>(null);

  if (isLoading) return <Loader />;
  if (error || !user)
    return (
      <Alert color="red">{error instanceof ApiError && error.status === 403 ? 'You do not have access to this user.' : 'This user could not be loaded.'}</Alert>
    );

  const saveName = async (form: NameForm, setFieldError: (f: string, m: string) => void, version = user.Version): Promise<void> => {
    try {
      const saved = await put<User>('users', { Id: user.Id, ...form, Version: version });
      queryClient.setQueryData(userKey(user.Id), saved);
      if (isOwn) sessionStore.rename(saved.FirstName, saved.LastName);
      notifySuccess(Messages.UserSaved);
      setOpen(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const current = err.body?.Current as User;
        if (await confirmConcurrency()) return saveName(form, setFieldError, current.Version);
        queryClient.setQueryData(userKey(user.Id), current);
        setOpen(null);
        return;
      }
      showApiError(err, Messages.SaveFailed, setFieldError);
    }
  };

  const savePassword = async (form: PasswordChange, setFieldError: (f: string, m: string) => void) => {
    try {
      const res = await put<{ Message: string; LoginResult: LoginResult }>('users/password', form);
      if (res.LoginResult) sessionStore.refreshed(res.LoginResult);
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
        edit={<BasicInfoForm key={user.Version} user={user} onSave={(f, e) => saveName(f, e)} />}
      />
      {isOwn && user.AuthUserId !== null && (
        <DetailSection
          title="Password"
          open={open === 'password'}
          onOpen={() => setOpen('password')}
          onClose={() => setOpen(null)}
          view={<Text c="dimmed">••••••••</Text>}
          edit={<PasswordForm onSave={savePassword} />}
        />
      )}
    </>
  );
}
