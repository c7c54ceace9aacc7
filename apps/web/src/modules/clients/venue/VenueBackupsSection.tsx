import { Text } from '@mantine/core';
import { ClientAreaMessages } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { useManagers } from '../hierarchy/api';
import { BackupManagersEditor } from '../hierarchy/BackupManagersEditor';
import type { Venue } from '../hierarchy/types';
import { useSaveVenueBackupsMutation } from './api';

/** The managers who stand in for a venue's manager, each until an optional date. */
export function VenueBackupsSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenueBackupsMutation(venue.Id);
  const managers = useManagers().data ?? [];
  return (
    <DetailSection
      title="Backup Managers"
      {...section}
      view={
        venue.BackupManagers.length ? (
          venue.BackupManagers.map((b) => (
            <Text key={b.Id}>
              {b.Name}
              {b.ExpDate ? ` (until ${b.ExpDate})` : ''}
            </Text>
          ))
        ) : (
          <Text c="dimmed">No backup managers</Text>
        )
      }
      edit={
        <BackupManagersEditor
          key={venue.Version}
          initial={venue.BackupManagers.map((b) => ({ UserId: b.UserId, ExpDate: b.ExpDate ?? '' }))}
          managers={managers}
          managerId={venue.ManagerId}
          onSave={(rows) =>
            saveWithConcurrency((v) => save.mutateAsync({ Backups: rows, Version: v ?? venue.Version }), {
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
