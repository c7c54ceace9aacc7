import { Text } from '@mantine/core';
import { ClientAreaMessages, type Venue, VenueSaveSchema } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { ControlledSelect, idOptions } from '../../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { useMenusQuery } from '../hierarchy/api';
import { useSaveVenueMutation, venueBody } from './api';
import { SubmitButton } from '../../ui/form/SubmitButton';

const MenuSchema = VenueSaveSchema.pick({ MenuId: true });

/** The menu picker of a venue (its MenuId, as the venue's save schema has it). */
function VenueMenuForm({ menuId, onSave }: { menuId: number | null; onSave: OnSave<{ MenuId: number | null }> }) {
  const menus = useMenusQuery().data;
  const { control, submit, formState } = useZodForm(MenuSchema, { MenuId: menuId }, onSave);
  return (
    <form onSubmit={submit} noValidate>
      <ControlledSelect control={control} name="MenuId" label="Menu" searchable clearable data={idOptions(menus)} maw={360} />
      <SubmitButton submitting={formState.isSubmitting} />
    </form>
  );
}

/** The menu a venue's sales locations start from. */
export function VenueMenuSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenueMutation(venue);
  return (
    <DetailSection
      title="Menu"
      {...section}
      view={<Text c={venue.Menu ? undefined : 'dimmed'}>{venue.Menu?.Name ?? 'No menu'}</Text>}
      edit={
        <VenueMenuForm
          key={venue.Version}
          menuId={venue.MenuId}
          onSave={({ MenuId }) =>
            saveWithConcurrency((v) => save.mutateAsync(venueBody(venue, { MenuId, Version: v ?? venue.Version })), {
              success: ClientAreaMessages.VenueSaved,
              onSaved: section.onClose,
              onReload: (v) => (save.setDetail(v), section.onClose()),
            })
          }
        />
      }
    />
  );
}
