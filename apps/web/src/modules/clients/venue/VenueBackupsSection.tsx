import { Text } from '@mantine/core';
import { ClientAreaMessages, type Venue } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import { saveWithConcurrency } from '../../ui/saveWithConcurrency';
import type { SectionProps } from '../../ui/sectionProps';
import { useManagersQuery } from '../hierarchy/api';
import { BackupManagersEditor } from '../hierarchy/BackupManagersEditor';
import { useSaveVenueBackupsMutation } from './api';

/** The managers who stand in for a venue's manager, each until an optional date. */
export function VenueBackupsSection({ venue, section }: { venue: Venue; section: SectionProps }) {
  const save = useSaveVenueBackupsMutation(venue.Id);
  const managers = useManagersQuery().data ?? [];
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
          backups={venue.BackupManagers}
          version={venue.Version}
          managers={managers}
          managerId={venue.ManagerId}
          onSave={({ Backups }, setFieldError) =>
            saveWithConcurrency((v) => save.mutateAsync({ Backups, Version: v ?? venue.Version }), {
              success: ClientAreaMessages.VenueSaved,
              setFieldError,
              onSaved: section.onClose,
              onReload: (v) => (save.setDetail(v), section.onClose()),
            })
          }
        />
      }
    />
  );
}
