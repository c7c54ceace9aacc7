import { Button, Group, MultiSelect, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClaimType, ClaimTypeNames, type Role } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { PagedList, stateIds } from '../modules/ui/PagedList';
import { rolesSearchQuery } from '../modules/roles/api';

export function RolesListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('UserRoles', 'FullAccess');
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Roles</Title>
        {canEdit && <Button onClick={() => navigate('/roles/add')}>Add Role</Button>}
      </Group>
      <PagedList<Role>
        stateKey="roles"
        label="Roles"
        initial={{ claimIds: '' }}
        query={(s, skip, take) => rolesSearchQuery({ q: s.q, skip, take, ClaimIds: stateIds(s.claimIds) })}
        filters={(s, set) => (
          <MultiSelect
            label="Holding any of"
            placeholder="Any claim"
            clearable
            searchable
            w={360}
            data={ClaimTypeNames.map((n) => ({ value: String(ClaimType[n]), label: n.replace(/([a-z])([A-Z])/g, '$1 $2') }))}
            value={s.claimIds ? String(s.claimIds).split(',') : []}
            onChange={(ids) => set({ claimIds: ids.join(',') })}
          />
        )}
        columns={[
          { field: 'Name', headerName: 'Name' },
          { field: 'UserCount', headerName: 'Users', maxWidth: 120 },
        ]}
        onRowClick={(r) => navigate(`/roles/info?id=${r.Id}`)}
      />
    </>
  );
}
