import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Address } from '@intermission/contracts';
import { useStatesQuery } from '../users/api';

export function AddressForm({ initial, onSave }: { initial: Address | null; onSave: (a: Address) => Promise<unknown> }) {
  const states = useStatesQuery().data ?? [];
  const [a, setA] = useState<Address>(initial ?? { Line1: '', Line2: '', City: '', StateId: null, Zip: '' });
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap="sm" maw={480}>
      <TextInput label="Address" value={a.Line1} onChange={(e) => setA({ ...a, Line1: e.currentTarget.value })} maxLength={200} />
      <TextInput label="Address line 2" value={a.Line2} onChange={(e) => setA({ ...a, Line2: e.currentTarget.value })} maxLength={200} />
      <Group grow>
        <TextInput label="City" value={a.City} onChange={(e) => setA({ ...a, City: e.currentTarget.value })} maxLength={100} />
        <Select
          label="State"
          searchable
          clearable
          data={states.map((s) => ({ value: String(s.Id), label: s.Name }))}
          value={a.StateId ? String(a.StateId) : null}
          onChange={(v) => setA({ ...a, StateId: v ? Number(v) : null })}
        />
        <TextInput label="Zip" value={a.Zip} onChange={(e) => setA({ ...a, Zip: e.currentTarget.value })} maxLength={10} />
      </Group>
      <Group>
        <Button loading={saving} onClick={() => (setSaving(true), onSave(a).finally(() => setSaving(false)))}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
