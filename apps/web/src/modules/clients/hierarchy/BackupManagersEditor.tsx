import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Manager } from './types';

export interface BackupRow {
  UserId: number | null;
  ExpDate: string;
}

interface Props {
  initial: BackupRow[];
  managers: Manager[];
  /** The venue's own manager, never offered as a backup. */
  managerId: number | null;
  onSave: (rows: { UserId: number; ExpDate: string | null }[]) => Promise<unknown>;
}

/**
 * Backup managers (document 1 §5): each row needs a user and may have an expiry date. The venue's
 * manager and the users already chosen on other rows are removed from a row's choices.
 */
export function BackupManagersEditor({ initial, managers, managerId, onSave }: Props) {
  const [rows, setRows] = useState<BackupRow[]>(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const update = (i: number, patch: Partial<BackupRow>) => {
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setErrors({ ...errors, [i]: '' });
  };
  const save = async () => {
    const missing = Object.fromEntries(rows.flatMap((r, i) => (r.UserId ? [] : [[i, 'User is required']])));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      await onSave(rows.map((r) => ({ UserId: r.UserId!, ExpDate: r.ExpDate || null })));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {rows.map((row, i) => {
        const taken = new Set(rows.flatMap((r, j) => (j !== i && r.UserId ? [r.UserId] : [])));
        const choices = managers.filter((m) => m.Id !== managerId && !taken.has(m.Id));
        return (
          <Group key={i} mb="xs" align="flex-start" wrap="nowrap">
            <Select
              label={i === 0 ? 'User' : undefined}
              aria-label="Backup manager"
              placeholder="Choose a user"
              searchable
              data={choices.map((m) => ({ value: String(m.Id), label: m.Name }))}
              value={row.UserId ? String(row.UserId) : null}
              onChange={(v) => update(i, { UserId: v ? Number(v) : null })}
              error={errors[i] || undefined}
              w={260}
            />
            <TextInput
              label={i === 0 ? 'Expires' : undefined}
              aria-label="Expiry date"
              type="date"
              value={row.ExpDate}
              onChange={(e) => update(i, { ExpDate: e.currentTarget.value })}
              w={170}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Remove backup manager"
              mt={i === 0 ? 28 : 6}
              onClick={() => {
                setRows(rows.filter((_, j) => j !== i));
                setErrors({});
              }}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Button variant="subtle" size="xs" onClick={() => setRows([...rows, { UserId: null, ExpDate: '' }])}>
        Add backup manager
      </Button>
      <Group mt="sm">
        <Button onClick={save} loading={saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
