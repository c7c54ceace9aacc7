import { Button, Checkbox, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Messages, type User } from '@intermission/contracts';
import { notifyError } from '../ui/notify';
import { useAllRolesQuery } from '../roles/api';

export interface PortalDraft {
  Username: string;
  Password: string;
  Confirmation: string;
  UserRoleId: number | null;
  AutomaticallyWhitelist: boolean;
}

export function PortalAccessForm({ user, onSave, onRemove }: { user: User; onSave: (d: PortalDraft) => Promise<unknown>; onRemove: () => void }) {
  const roles = useAllRolesQuery().data ?? [];
  const [d, setD] = useState<PortalDraft>({
    Username: user.AuthUser?.Username ?? '',
    Password: '',
    Confirmation: '',
    UserRoleId: user.AuthUser?.UserRole.Id ?? null,
    AutomaticallyWhitelist: user.AuthUser?.AutomaticallyWhitelist ?? false,
  });
  const [saving, setSaving] = useState(false);
  const mismatch = d.Password !== d.Confirmation;
  const handleSave = async () => {
    if (mismatch) return notifyError(Messages.PasswordMismatch);
    setSaving(true);
    await onSave(d).finally(() => setSaving(false));
  };
  return (
    <Stack gap="sm" maw={420}>
      <TextInput label="Username" value={d.Username} onChange={(e) => setD({ ...d, Username: e.currentTarget.value })} maxLength={100} />
      <PasswordInput label="Password" value={d.Password} onChange={(e) => setD({ ...d, Password: e.currentTarget.value })} autoComplete="new-password" />
      <PasswordInput
        label="Confirm Password"
        value={d.Confirmation}
        onChange={(e) => setD({ ...d, Confirmation: e.currentTarget.value })}
        error={mismatch && d.Confirmation ? Messages.PasswordMismatch : undefined}
        autoComplete="new-password"
      />
      <Select
        label="Role"
        data={roles.map((r) => ({ value: String(r.Id), label: r.Name }))}
        value={d.UserRoleId ? String(d.UserRoleId) : null}
        onChange={(v) => setD({ ...d, UserRoleId: v ? Number(v) : null })}
      />
      <Checkbox
        label="Automatically whitelist"
        checked={d.AutomaticallyWhitelist}
        onChange={(e) => setD({ ...d, AutomaticallyWhitelist: e.currentTarget.checked })}
      />
      <Group>
        <Button onClick={handleSave} loading={saving}>
          Save
        </Button>
        {user.AuthUser && (
          <Button color="red" variant="light" onClick={onRemove}>
            Remove portal access
          </Button>
        )}
      </Group>
      {!user.AuthUser && (
        <Text size="sm" c="dimmed">
          This user cannot sign in yet: give a user name, a password and a role.
        </Text>
      )}
    </Stack>
  );
}
