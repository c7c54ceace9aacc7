import { Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MenuListItem } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { menusSearchQuery } from '../modules/menus/api';

export function MenusListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Menus', 'FullAccess');
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Menus</Title>
        {canEdit && <Button onClick={() => navigate('/menu/add')}>Add Menu</Button>}
      </Group>
      <PagedList<MenuListItem>
        stateKey="menus"
        label="Menus"
        initial={{ includeInactive: false }}
        query={(s, skip, take) => menusSearchQuery({ q: s.q, skip, take, includeInactive: !!s.includeInactive })}
        filters={(s, set) => (
          <Checkbox label="Include inactive" checked={!!s.includeInactive} onChange={(e) => set({ includeInactive: e.currentTarget.checked })} mb={8} />
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'KitCount', headerName: 'Kits', maxWidth: 120 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Inactive' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(m) => navigate(`/menu/info?id=${m.Id}`)}
      />
    </>
  );
}
