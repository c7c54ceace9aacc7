import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ClientAreaMessages, formatPhone } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { emptyPhone, PhoneEditor, type PhoneRow } from '../../ui/PhoneEditor';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import type { Venue } from '../hierarchy/types';
import { useSaveVenuePhonesMutation } from './api';

/** A venue's phones, edited with the phone editor. */
export function VenuePhonesSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenuePhonesMutation(venue.Id);
  const [phones, setPhones] = useState<PhoneRow[]>([]);
  const handleOpen = () => {
    // Opening restores the last loaded copy into the editor.
    setPhones(
      venue.VenuePhones.length
        ? venue.VenuePhones.map(({ Phone, Extension, IsPrimary, PhoneTypeId }) => ({ Phone, Extension, IsPrimary, PhoneTypeId }))
        : [emptyPhone()],
    );
    section.onOpen();
  };
  const handleSave = () =>
    saveWithConcurrency((v) => save.mutateAsync({ VenuePhones: phones.filter((p) => p.Phone.trim()), Version: v ?? venue.Version }), {
      success: ClientAreaMessages.VenueSaved,
      onSaved: section.onClose,
      onReload: (v) => (save.setDetail(v), section.onClose()),
    });
  return (
    <DetailSection
      title="Phone"
      {...section}
      onOpen={handleOpen}
      view={
        venue.VenuePhones.length ? (
          venue.VenuePhones.map((p, i) => (
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
