import { ClientAreaMessages, type Venue } from '@intermission/contracts';
import { PhonesSection } from '../../ui/PhonesSection';
import type { SectionProps } from '../../ui/sectionProps';
import { useSaveVenuePhonesMutation } from './api';

/** A venue's phones, edited with the phone editor. */
export function VenuePhonesSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenuePhonesMutation(venue.Id);
  return (
    <PhonesSection
      title="Phone"
      phones={venue.VenuePhones}
      version={venue.Version}
      section={section}
      save={(phones, Version) => save.mutateAsync({ VenuePhones: phones, Version })}
      success={ClientAreaMessages.VenueSaved}
      onReload={save.setDetail}
    />
  );
}
