import { Button, Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useVenueOptions } from './useVenues';

export interface PosDraft {
  FirstName: string;
  LastName: string;
  VenueId: number | null;
  Pin: string;
}

/** A POS user's name, venue and (on add, or when changing it) PIN. */
export function PosUserForm({ initial, withPin, onSave }: { initial: PosDraft; withPin: boolean; onSave: (d: PosDraft) => Promise<unknown> }) {
  const venues = useVenueOptions().data ?? [];
  const [d, setD] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = {
    FirstName: !d.FirstName.trim() ? 'First Name is required' : undefined,
    LastName: !d.LastName.trim() ? 'Last Name is required' : undefined,
    VenueId: !d.VenueId ? 'Venue is required' : undefined,
    Pin: withPin && !/^\d{4,8}$/.test(d.Pin) ? 'The PIN must be 4 to 8 digits' : undefined,
  };
  const valid = !Object.values(errors).some(Boolean);
  const handleSave = async () => {
    setTouched(true);
    if (!valid) return;
    setSaving(true);
    await onSave(d).finally(() => setSaving(false));
  };
  return (
    <Stack gap="sm" maw={420}>
      <TextInput
        label="First Name"
        value={d.FirstName}
        onChange={(e) => setD({ ...d, FirstName: e.currentTarget.value })}
        error={touched && errors.FirstName}
        maxLength={50}
      />
      <TextInput
        label="Last Name"
        value={d.LastName}
        onChange={(e) => setD({ ...d, LastName: e.currentTarget.value })}
        error={touched && errors.LastName}
        maxLength={50}
      />
      <Select
        label="Venue"
        searchable
        data={venues.map((v) => ({ value: String(v.Id), label: `${v.Name} (${v.ClientName})` }))}
        value={d.VenueId ? String(d.VenueId) : null}
        onChange={(v) => setD({ ...d, VenueId: v ? Number(v) : null })}
        error={touched && errors.VenueId}
      />
      {withPin && (
        <PasswordInput
          label="PIN"
          inputMode="numeric"
          value={d.Pin}
          onChange={(e) => setD({ ...d, Pin: e.currentTarget.value })}
          error={touched && errors.Pin}
          maxLength={8}
        />
      )}
      <Group>
        <Button onClick={handleSave} loading={saving}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
