import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { ClientAreaMessages } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { idOptions } from '../../ui/form/ControlledSelect';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { useMenus } from '../hierarchy/api';
import type { Venue } from '../hierarchy/types';
import { useSaveVenueMutation, venueBody } from './api';

/** The menu a venue's sales locations start from. */
export function VenueMenuSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenueMutation(venue);
  const menus = useMenus().data;
  const [menuId, setMenuId] = useState<string | null>(null);
  const handleOpen = () => (setMenuId(venue.MenuId ? String(venue.MenuId) : null), section.onOpen());
  const handleSave = () =>
    saveWithConcurrency((v) => save.mutateAsync(venueBody(venue, { MenuId: menuId ? Number(menuId) : null, Version: v ?? venue.Version })), {
      success: ClientAreaMessages.VenueSaved,
      onSaved: section.onClose,
      onReload: (v) => (save.setDetail(v), section.onClose()),
    });
  return (
    <DetailSection
      title="Menu"
      {...section}
      onOpen={handleOpen}
      view={<Text c={venue.Menu ? undefined : 'dimmed'}>{venue.Menu?.Name ?? 'No menu'}</Text>}
      edit={
        <>
          <Select label="Menu" searchable clearable data={idOptions(menus)} value={menuId} onChange={setMenuId} maw={360} />
          <Group mt="sm">
            <Button onClick={handleSave}>Save</Button>
          </Group>
        </>
      }
    />
  );
}
