import { SegmentedControl } from '@mantine/core';
import { type ExportTypeId, ExportTypes } from '@intermission/contracts';

/** The export type of a history or log screen: Transfers, Transactions, Bills. */
export function ExportTypePicker({ value, onChange }: { value: ExportTypeId; onChange: (typeId: ExportTypeId) => void }) {
  return (
    <SegmentedControl
      aria-label="Export type"
      value={String(value)}
      onChange={(v) => onChange(Number(v) as ExportTypeId)}
      data={ExportTypes.map((t) => ({ value: String(t.Id), label: t.Name }))}
    />
  );
}
