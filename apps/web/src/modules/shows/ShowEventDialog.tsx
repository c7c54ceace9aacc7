import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../ui/formatDateTime';
import { useShowOptions } from './api';
import type { TimeRange } from './ScheduleCalendar';

interface Props {
  /** The range dragged out on the calendar; the dialog is open while there is one. */
  range: TimeRange | null;
  timeZone: string;
  onClose: () => void;
  /** Creates the show event; resolves true when it was created (the dialog closes). */
  onCreate: (showId: number, range: TimeRange) => Promise<boolean>;
}

/** The small dialog a range dragged out on the schedule opens: which show plays then. */
export function ShowEventDialog({ range, timeZone, onClose, onCreate }: Props) {
  const shows = useShowOptions();
  const [showId, setShowId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const start = range ? formatDateTime(range.Start, timeZone) : '';
  const end = range ? formatDateTime(range.End, timeZone) : '';

  const handleCreate = async () => {
    if (!range || !showId) return;
    setSaving(true);
    try {
      if (await onCreate(Number(showId), range)) {
        setShowId(null);
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={range !== null} onClose={onClose} title="New Show Event" size="sm">
      <Text size="sm" mb="sm">
        {start} – {end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}
      </Text>
      <Select
        label="Show"
        placeholder={shows.isLoading ? 'Loading…' : 'Choose a show'}
        searchable
        nothingFoundMessage="No show matches"
        data={(shows.data ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        value={showId}
        onChange={setShowId}
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void handleCreate()} disabled={!showId} loading={saving}>
          Create
        </Button>
      </Group>
    </Modal>
  );
}
