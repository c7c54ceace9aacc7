import { ActionIcon, Button, Group, Radio, Select, TextInput } from '@mantine/core';
import { DefaultPhoneTypeId, type Phone, PhoneTypes, splitPhone } from '@intermission/contracts';

/** A phone as the editor holds it: the contracts' Phone (what every phones save sends). */
export type PhoneRow = Phone;

export const emptyPhone = (): PhoneRow => ({ Phone: '', Extension: '', IsPrimary: false, PhoneTypeId: DefaultPhoneTypeId });

interface Props {
  rows: PhoneRow[];
  onChange: (rows: PhoneRow[]) => void;
}

/**
 * The phone editor (spec document 1 §5): typing 10 or more characters splits them into the phone
 * (first 10) and the extension (the rest); Enter on the last row adds a row once it has 10 or more.
 */
export function PhoneEditor({ rows, onChange }: Props) {
  const update = (i: number, patch: Partial<PhoneRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : patch.IsPrimary ? { ...r, IsPrimary: false } : r)));
  return (
    <>
      {rows.map((row, i) => (
        <Group key={i} mb="xs" align="flex-end" wrap="nowrap">
          <Select
            label={i === 0 ? 'Type' : undefined}
            aria-label="Phone type"
            data={PhoneTypes.map((t) => ({ value: String(t.Id), label: t.Name }))}
            value={String(row.PhoneTypeId)}
            onChange={(v) => update(i, { PhoneTypeId: Number(v ?? DefaultPhoneTypeId) })}
            w={110}
            allowDeselect={false}
          />
          <TextInput
            label={i === 0 ? 'Phone' : undefined}
            aria-label="Phone number"
            value={row.Phone + row.Extension}
            onChange={(e) => update(i, splitPhone(e.currentTarget.value.replace(/\s/g, '')))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (i === rows.length - 1 && (row.Phone + row.Extension).length >= 10) onChange([...rows, emptyPhone()]);
              }
            }}
            w={200}
          />
          <TextInput label={i === 0 ? 'Ext.' : undefined} aria-label="Extension" value={row.Extension} readOnly w={80} />
          <Radio label="Primary" checked={row.IsPrimary} onChange={() => update(i, { IsPrimary: true })} mb={8} />
          <ActionIcon variant="subtle" color="red" aria-label="Remove phone" onClick={() => onChange(rows.filter((_, j) => j !== i))} mb={4}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" size="xs" onClick={() => onChange([...rows, emptyPhone()])}>
        Add phone
      </Button>
    </>
  );
}
