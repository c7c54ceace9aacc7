import { Button, Group, Modal, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { ExportTypeId } from '@intermission/contracts';
import { type ExportRange, rangeErrors, type RangeErrors } from './exportRange';

interface Props {
  /** The export type the dialog runs; null closes it. */
  type: { Id: ExportTypeId; Name: string } | null;
  running: boolean;
  /** The server's field errors of the last try. */
  errors?: RangeErrors;
  onRun: (range: ExportRange) => void;
  onClose: () => void;
}

/**
 * The date-range dialog of an export type (document 3 §2): both dates required (Run stays disabled
 * until both are there), To on or after From; the first field has the focus, Enter runs, Escape closes.
 */
export function ExportRangeDialog({ type, running, errors = {}, onRun, onClose }: Props) {
  const [range, setRange] = useState<ExportRange>({ FromDate: '', ToDate: '' });
  // Each opening starts from empty dates.
  useEffect(() => {
    if (type) setRange({ FromDate: '', ToDate: '' });
  }, [type]);
  const local = type ? rangeErrors(type.Id, range) : {};
  const shown: RangeErrors = { ...errors, ...local };
  const complete = Boolean(range.FromDate && range.ToDate);
  const canRun = complete && !local.FromDate && !local.ToDate && !running;

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (canRun) onRun(range);
  };

  return (
    <Modal opened={type !== null} onClose={onClose} title={type ? `Export ${type.Name}` : ''}>
      <form onSubmit={handleSubmit} noValidate>
        <TextInput
          label="From Date"
          type="date"
          required
          data-autofocus
          value={range.FromDate}
          error={shown.FromDate}
          onChange={(e) => setRange({ ...range, FromDate: e.currentTarget.value })}
          mb="sm"
        />
        <TextInput
          label="To Date"
          type="date"
          required
          value={range.ToDate}
          error={shown.ToDate}
          onChange={(e) => setRange({ ...range, ToDate: e.currentTarget.value })}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canRun} loading={running}>
            Run
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
