import { Button, Checkbox, Group, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatCurrency, type Kit } from '@intermission/contracts';
import { useKitSelection } from '../modules/kits/kitSelection';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { kitsSearchQuery } from '../modules/kits/api';

export function KitsListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Kits', 'FullAccess');
  const [selected, setSelected] = useKitSelection();
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Kits</Title>
        {canEdit && (
          <Group>
            <Button variant="light" disabled={selected.length < 2} onClick={() => navigate('/kit/multi')}>
              Edit {selected.length} selected
            </Button>
            <Button onClick={() => navigate('/kit/add')}>Add Kit</Button>
          </Group>
        )}
      </Group>
      <PagedList<Kit>
        stateKey="kits"
        label="Kits"
        initial={{ includeInactive: false }}
        query={(s, skip, take) => kitsSearchQuery({ q: s.q, skip, take, includeInactive: !!s.includeInactive })}
        filters={(s, set) => (
          <Checkbox label="Include inactive" checked={!!s.includeInactive} onChange={(e) => set({ includeInactive: e.currentTarget.checked })} mb={8} />
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { headerName: 'Categories', valueGetter: (p) => p.data?.Categories.map((c) => c.Name).join(', ') },
          { headerName: 'Default Price', valueGetter: (p) => formatCurrency(p.data?.DefaultPrice), maxWidth: 150 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Archived' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(k) => navigate(`/kit/info?id=${k.Id}`)}
        onSelectionChange={canEdit ? (rows) => setSelected(rows.map((k) => ({ Id: k.Id, Name: k.Name, Version: k.Version }))) : undefined}
        isSelected={(k) => selected.some((s) => s.Id === k.Id)}
      />
    </>
  );
}
