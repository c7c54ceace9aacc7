import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPhone, type User, UserMessages } from '@intermission/contracts';
import { DetailSection } from '../ui/DetailSection';
import { emptyPhone, PhoneEditor, type PhoneRow } from '../ui/PhoneEditor';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import type { SectionProps } from '../ui/sectionProps';
import { useSaveUserPhonesMutation, useSetUser } from './api';

/** A staff user's phones, edited with the phone editor. */
export function UserPhonesSection({ user, section }: { user: User; section: SectionProps }) {
  const save = useSaveUserPhonesMutation(user.Id);
  const setUser = useSetUser(user.Id);
  const [phones, setPhones] = useState<PhoneRow[]>([]);
  const handleOpen = () => {
    // Opening restores the last loaded copy into the editor.
    setPhones(
      user.UserPhones.length
        ? user.UserPhones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId }))
        : [emptyPhone()],
    );
    section.onOpen();
  };
  const handleSave = () =>
    saveWithConcurrency((v) => save.mutateAsync({ UserPhones: phones.filter((p) => p.Phone.trim()), Version: v ?? user.Version }), {
      success: UserMessages.Saved,
      onSaved: section.onClose,
      onReload: (u) => (setUser(u), section.onClose()),
    });
  return (
    <DetailSection
      title="Phones"
      {...section}
      onOpen={handleOpen}
      view={
        user.UserPhones.length ? (
          user.UserPhones.map((p, i) => (
            <Text key={i}>
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
          <PhoneEditor rows={phones} onChange={setPhones} />
          <Group mt="sm">
            <Button onClick={handleSave}>Save</Button>
          </Group>
        </>
      }
    />
  );
}
