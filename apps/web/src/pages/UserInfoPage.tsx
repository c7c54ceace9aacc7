import { Alert, Anchor, Badge, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPhone, Messages, type User, UserMessages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { api, del, get, put } from '../modules/api/apiClient';
import { sessionStore } from '../modules/session/sessionStore';
import { useClaim } from '../modules/session/useClaim';
import { useSession } from '../modules/session/useSession';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { emptyPhone, PhoneEditor, type PhoneRow } from '../modules/ui/PhoneEditor';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import { AddressForm } from '../modules/ui/AddressForm';
import { PortalAccessForm, type PortalDraft } from '../modules/users/PortalAccessForm';
import { useJobTitles, useStates } from '../modules/users/useReferenceLists';
import { userKey, useUser } from '../modules/users/useUser';
import { UserPhoto } from '../modules/users/UserPhoto';

type Section = 'basic' | 'phones' | 'address' | 'portal' | null;

/** /user/info?id: a staff user's sections, one open at a time (spec document 3 §2). */
export function UserInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const session = useSession();
  const canEdit = useClaim('Users', 'FullAccess');
  const queryClient = useQueryClient();
  const { data: user, isLoading, error } = useUser(id);
  const jobTitles = useJobTitles().data ?? [];
  const states = useStates().data ?? [];
  const [open, setOpen] = useState<Section>(null);
  const posPackage = useQuery({ queryKey: ['settings/posPackage'], queryFn: () => get<{ Location: string; Version: string }>('settings/posPackage') }).data;
  const [basic, setBasic] = useState({ FirstName: '', LastName: '', Email: '', JobTitleId: null as number | null });
  const [phones, setPhones] = useState<PhoneRow[]>([]);

  if (isLoading) return <Loader />;
  if (error || !user) return <Alert color="red">This user could not be loaded.</Alert>;

  const setUser = (u: User) => {
    queryClient.setQueryData(userKey(id), u);
    if (u.Id === session?.userId) sessionStore.rename(u.FirstName, u.LastName);
  };
  const openSection = (s: Section) => {
    // Opening restores the last loaded copy into the form.
    setBasic({ FirstName: user.FirstName, LastName: user.LastName, Email: user.Email ?? '', JobTitleId: user.JobTitleId });
    setPhones(
      user.UserPhones.length
        ? user.UserPhones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId }))
        : [emptyPhone()],
    );
    setOpen(s);
  };
  const saved = { onSaved: (u: User) => (setUser(u), setOpen(null)), onReload: (u: User) => (setUser(u), setOpen(null)) };

  const savePortal = async (d: PortalDraft) => {
    try {
      const res = await put<{ Message: string; User: User }>(`users/${id}/portalAccess`, {
        Username: d.Username,
        Password: d.Password || undefined,
        Confirmation: d.Confirmation || undefined,
        UserRoleId: d.UserRoleId ?? undefined,
        AutomaticallyWhitelist: d.AutomaticallyWhitelist,
        Version: user.Version,
      });
      setUser(res.User);
      notifySuccess(res.Message);
      setOpen(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.body?.Message === Messages.NothingEntered) return notifyError(Messages.NothingEntered);
      showApiError(err);
    }
  };
  const removePortal = async () => {
    try {
      setUser(await del<User>(`users/${id}/portalAccess`));
      notifySuccess(UserMessages.Saved);
      setOpen(null);
    } catch (err) {
      showApiError(err, Messages.UpdateFailed);
    }
  };
  const toggleAccess = async () => {
    try {
      setUser(await put<User>(`users/${id}/hasAccess/${!user.HasAccess}`));
      notifySuccess(UserMessages.Saved);
    } catch (err) {
      showApiError(err, Messages.UpdateFailed);
    }
  };
  const uploadPhoto = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      setUser((await api<User>('POST', `users/${id}/pic`, form)).data);
      notifySuccess(UserMessages.Saved);
    } catch (err) {
      showApiError(err);
    }
  };
  const deletePhoto = async () => {
    try {
      setUser(await del<User>(`users/${id}/pic`));
    } catch (err) {
      showApiError(err, Messages.DeleteFailed);
    }
  };
  const stateName = states.find((s) => s.Id === user.Address?.StateId)?.Code ?? '';

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <UserPhoto user={user} canEdit={canEdit || user.Id === session?.userId} onUpload={uploadPhoto} onDelete={deletePhoto} />
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
        {canEdit && user.Id !== session?.userId && (
          <Button variant="light" color={user.HasAccess ? 'red' : 'green'} onClick={toggleAccess}>
            {user.HasAccess ? 'Deactivate access' : 'Activate access'}
          </Button>
        )}
      </Group>
      <DetailSection
        title="Basic Info"
        open={open === 'basic'}
        canEdit={canEdit}
        onOpen={() => openSection('basic')}
        onClose={() => setOpen(null)}
        view={
          <Stack gap={2}>
            <Text>{user.Email}</Text>
            <Text c="dimmed">{user.UserJobTitle?.Name ?? 'No job title'}</Text>
          </Stack>
        }
        edit={
          <Stack gap="sm" maw={480}>
            <Group grow>
              <TextInput
                label="First Name"
                value={basic.FirstName}
                onChange={(e) => setBasic({ ...basic, FirstName: e.currentTarget.value })}
                error={!basic.FirstName.trim() ? 'First Name is required' : undefined}
              />
              <TextInput
                label="Last Name"
                value={basic.LastName}
                onChange={(e) => setBasic({ ...basic, LastName: e.currentTarget.value })}
                error={!basic.LastName.trim() ? 'Last Name is required' : undefined}
              />
            </Group>
            <TextInput label="Email" value={basic.Email} onChange={(e) => setBasic({ ...basic, Email: e.currentTarget.value })} />
            <Select
              label="Job Title"
              clearable
              data={jobTitles.map((j) => ({ value: String(j.Id), label: j.Name }))}
              value={basic.JobTitleId ? String(basic.JobTitleId) : null}
              onChange={(v) => setBasic({ ...basic, JobTitleId: v ? Number(v) : null })}
            />
            <Group>
              <Button
                disabled={!basic.FirstName.trim() || !basic.LastName.trim()}
                onClick={() =>
                  saveWithConcurrency((v) => put<User>('users', { Id: id, ...basic, Email: basic.Email || null, Version: v ?? user.Version }), {
                    success: UserMessages.Saved,
                    ...saved,
                  })
                }
              >
                Save
              </Button>
            </Group>
          </Stack>
        }
      />
      <DetailSection
        title="Phones"
        open={open === 'phones'}
        canEdit={canEdit}
        onOpen={() => openSection('phones')}
        onClose={() => setOpen(null)}
        view={
          user.UserPhones.length ? (
            user.UserPhones.map((p, i) => (
              <Text key={i}>
                {formatPhone(p.Phone)}
                {p.Extension ? ` x${p.Extension}` : ''}
                {p.IsPrimary ? ' (primary)' : ''}
              </Text>
            ))
          ) : (
            <Text c="dimmed">No phones</Text>
          )
        }
        edit={
          <>
            <PhoneEditor rows={phones} onChange={setPhones} />
            <Group mt="sm">
              <Button
                onClick={() =>
                  saveWithConcurrency(
                    (v) => put<User>(`users/${id}/phones`, { UserPhones: phones.filter((p) => p.Phone.trim()), Version: v ?? user.Version }),
                    { success: UserMessages.Saved, ...saved },
                  )
                }
              >
                Save
              </Button>
            </Group>
          </>
        }
      />
      <DetailSection
        title="Address"
        open={open === 'address'}
        canEdit={canEdit}
        onOpen={() => openSection('address')}
        onClose={() => setOpen(null)}
        view={
          user.Address ? (
            <Text>{[user.Address.Line1, user.Address.Line2, user.Address.City, stateName, user.Address.Zip].filter(Boolean).join(', ')}</Text>
          ) : (
            <Text c="dimmed">No address</Text>
          )
        }
        edit={
          <AddressForm
            initial={user.Address}
            onSave={(a) =>
              saveWithConcurrency((v) => put<User>(`users/${id}/address`, { Address: a, Version: v ?? user.Version }), {
                success: UserMessages.Saved,
                ...saved,
              })
            }
          />
        }
      />
      <DetailSection
        title="Portal Access"
        open={open === 'portal'}
        canEdit={canEdit}
        onOpen={() => openSection('portal')}
        onClose={() => setOpen(null)}
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
        edit={<PortalAccessForm user={user} onSave={savePortal} onRemove={removePortal} />}
      />
    </>
  );
}
