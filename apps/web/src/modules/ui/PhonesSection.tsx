import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPhone, type PhoneAnswer, PhoneTypes } from '@intermission/contracts';
import { DetailSection } from './DetailSection';
import { emptyPhone, PhoneEditor, type PhoneRow } from './PhoneEditor';
import { saveWithConcurrency } from './saveWithConcurrency';
import type { SectionProps } from './sectionProps';

interface Props<T extends { Version: number }> {
  /** "Phones" unless given (a venue's section says "Phone"). */
  title?: string;
  /** The record's phones as its answer lists them. */
  phones: readonly Pick<PhoneAnswer, 'Phone' | 'Extension' | 'IsPrimary' | 'PhoneTypeId'>[];
  /** The record's Version, sent with the save. */
  version: number;
  section: SectionProps;
  /** The save call with the phones that have a number and the Version to send: the record's new copy. */
  save: (phones: PhoneRow[], version: number) => Promise<T>;
  /** The success toast. */
  success: string;
  /** Keeps the server's copy when the user declines to save over someone else's change. */
  onReload: (current: T) => void;
  /** Each phone's line starts with its type ("Mobile: …"). */
  withType?: boolean;
}

/** A record's phones (clients, venues, users, vendors): listed in view, the phone editor in edit, saved with the concurrency dialog. */
export function PhonesSection<T extends { Version: number }>({ title = 'Phones', phones, version, section, save, success, onReload, withType }: Props<T>) {
  const [rows, setRows] = useState<PhoneRow[]>([]);
  const handleOpen = () => {
    // Opening restores the last loaded copy into the editor.
    setRows(phones.length ? phones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId })) : [emptyPhone()]);
    section.onOpen();
  };
  const handleSave = () =>
    saveWithConcurrency(
      (v) =>
        save(
          rows.filter((p) => p.Phone.trim()),
          v ?? version,
        ),
      { success, onSaved: section.onClose, onReload: (current) => (onReload(current), section.onClose()) },
    );
  return (
    <DetailSection
      title={title}
      {...section}
      onOpen={handleOpen}
      view={
        phones.length ? (
          phones.map((p, i) => (
            <Text key={i}>
              {withType ? `${PhoneTypes.find((t) => t.Id === p.PhoneTypeId)?.Name ?? 'Phone'}: ` : ''}
              {formatPhone(p.Phone)}
              {p.Extension ? ` x${p.Extension}` : ''}
              {p.IsPrimary ? ' (primary)' : ''}
            </Text>
          ))
        ) : (
          <Text c="dimmed">No phones</Text>
        )
      }
      edit={
        <>
          <PhoneEditor rows={rows} onChange={setRows} />
          <Group mt="sm">
            <Button onClick={handleSave}>Save</Button>
          </Group>
        </>
      }
    />
  );
}
