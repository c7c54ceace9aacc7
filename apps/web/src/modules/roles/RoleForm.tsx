import { Button, Group, SegmentedControl, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ClaimType, ClaimTypeNames, type Role } from '@intermission/contracts';

export interface RoleDraft {
  Name: string;
  Claims: Record<number, 0 | 1 | 2>;
}

export function draftOf(role?: Role): RoleDraft {
  const Claims: Record<number, 0 | 1 | 2> = {};
  for (const name of ClaimTypeNames) Claims[ClaimType[name]] = 0;
  for (const c of role?.UserRoleClaims ?? []) Claims[c.ClaimTypeId] = c.ClaimValueId;
  return { Name: role?.Name ?? '', Claims };
}

/** The body POST/PUT roles take. */
export type RoleBody = { Name: string; UserRoleClaims: ReturnType<typeof claimsOf> };

export function claimsOf(draft: RoleDraft) {
  return Object.entries(draft.Claims)
    .filter(([, v]) => v !== 0)
    .map(([t, v]) => ({ ClaimTypeId: Number(t), ClaimValueId: v as 1 | 2 }));
}

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

interface Props {
  initial: RoleDraft;
  readOnly?: boolean;
  onSave: (draft: RoleDraft) => Promise<unknown>;
  nameError?: string;
}

/** A role's name and one value per claim type (None, ReadOnly, FullAccess), as a matrix. */
export function RoleForm({ initial, readOnly, onSave, nameError }: Props) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const handleSave = async () => {
    if (!draft.Name.trim()) return setError('Name is required');
    setError(undefined);
    setSaving(true);
    await onSave(draft).finally(() => setSaving(false));
  };
  return (
    <>
      <TextInput
        label="Name"
        value={draft.Name}
        onChange={(e) => setDraft({ ...draft, Name: e.currentTarget.value })}
        error={error ?? nameError}
        maxLength={100}
        disabled={readOnly}
        maw={360}
        mb="md"
      />
      <Table striped withTableBorder aria-label="Claims">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Claim</Table.Th>
            <Table.Th>Access</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ClaimTypeNames.map((name) => (
            <Table.Tr key={name}>
              <Table.Td>{label(name)}</Table.Td>
              <Table.Td>
                <SegmentedControl
                  size="xs"
                  aria-label={label(name)}
                  disabled={readOnly}
                  value={String(draft.Claims[ClaimType[name]])}
                  onChange={(v) => setDraft({ ...draft, Claims: { ...draft.Claims, [ClaimType[name]]: Number(v) as 0 | 1 | 2 } })}
                  data={[
                    { value: '0', label: 'None' },
                    { value: '2', label: 'ReadOnly' },
                    { value: '1', label: 'FullAccess' },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Group mt="md">
          <Button onClick={handleSave} loading={saving}>
            Save
          </Button>
        </Group>
      )}
    </>
  );
}
