import { SimpleGrid } from '@mantine/core';
import { ClientAreaMessages, type Venue } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { fact } from '../../ui/Fact';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { VenueForm } from '../hierarchy/VenueForm';
import { useSaveVenueMutation, venueBody } from './api';

/** A venue's name, code, manager and tax rate. */
export function VenueBasicSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenueMutation(venue);
  const taxRate = venue.TaxRate ? `${venue.TaxRate.Name}${venue.TaxRate.Rate ? ` (${Number(venue.TaxRate.Rate)}%)` : ''}` : 'Not set';
  return (
    <DetailSection
      title="Basic Info"
      {...section}
      view={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fact('Name', venue.Name)}
          {fact('Code', venue.Code ?? '—')}
          {fact('Manager', venue.Manager?.Name ?? 'None')}
          {fact('Tax Rate', taxRate)}
        </SimpleGrid>
      }
      edit={
        <VenueForm
          key={venue.Version}
          venue={venue}
          submitLabel="Save"
          onSave={(form, setFieldError) =>
            saveWithConcurrency(
              (v) =>
                save.mutateAsync(
                  venueBody(venue, { Name: form.Name, Code: form.Code, ManagerId: form.ManagerId, TaxRateId: form.TaxRateId, Version: v ?? venue.Version }),
                ),
              { success: ClientAreaMessages.VenueSaved, setFieldError, onSaved: section.onClose, onReload: (v) => (save.setDetail(v), section.onClose()) },
            )
          }
        />
      }
    />
  );
}
