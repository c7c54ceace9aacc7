import { Button, Group, SegmentedControl, Table, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { ClaimType, ClaimTypeNames, type Role, type RoleSave, RoleSaveSchema } from '@intermission/contracts';
import { Controller } from 'react-hook-form';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

type RoleClaims = z.input<typeof RoleSaveSchema>['UserRoleClaims'];

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');
const levels = [
  { value: '0', label: 'None' },
  { value: '2', label: 'ReadOnly' },
  { value: '1', label: 'FullAccess' },
];

/** One value per claim type (a type absent from the claims is None). */
function ClaimsMatrix({ value, onChange, readOnly }: { value: RoleClaims; onChange: (v: RoleClaims) => void; readOnly?: boolean }) {
  const levelOf = (type: number) => value.find((c) => c.ClaimTypeId === type)?.ClaimValueId ?? 0;
  const set = (type: number, level: number) =>
    onChange([...value.filter((c) => c.ClaimTypeId !== type), ...(level ? [{ ClaimTypeId: type, ClaimValueId: level as 1 | 2 }] : [])]);
  return (
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
                value={String(levelOf(ClaimType[name]))}
                onChange={(v) => set(ClaimType[name], Number(v))}
                data={levels}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface Props {
  /** The role to edit; none to add one. */
  role?: Role;
  readOnly?: boolean;
  onSave: OnSave<RoleSave>;
}

/**
 * A role's name and one value per claim type (None, ReadOnly, FullAccess), checked by the server's
 * own schema. The claims are a form's fields laid out as a table (one row per claim type), not a table of data.
 */
export function RoleForm({ role, readOnly, onSave }: Props) {
  const { register, control, submit, formState } = useZodForm(
    RoleSaveSchema,
    {
      Id: role?.Id ?? 0,
      Name: role?.Name ?? '',
      UserRoleClaims: role?.UserRoleClaims.map(({ ClaimTypeId, ClaimValueId }) => ({ ClaimTypeId, ClaimValueId })) ?? [],
      Version: role?.Version ?? 0,
    },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...register('Name')} error={formState.errors.Name?.message} maxLength={100} disabled={readOnly} maw={360} mb="md" />
      <Controller
        control={control}
        name="UserRoleClaims"
        render={({ field }) => <ClaimsMatrix value={field.value} onChange={field.onChange} readOnly={readOnly} />}
      />
      {!readOnly && (
        <Group mt="md">
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      )}
    </form>
  );
}
