import { Anchor, Group, Text, Title } from '@mantine/core';
import { SettingsMessages } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { usePosPackageQuery } from '../modules/settings/api';
import { SettingsGroup } from '../modules/settings/SettingsGroup';

/** /app/settings: application settings, the point-of-sale (SLERP) group and the POS package download. */
export function AppSettingsPage() {
  const canEdit = useClaim('AppSettings', 'FullAccess');
  const { data: pkg } = usePosPackageQuery();
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Application Settings</Title>
        {pkg?.Location ? (
          <Anchor href={pkg.Location} download>
            Download the point-of-sale package {pkg.Version}
          </Anchor>
        ) : (
          <Text c="dimmed">No point-of-sale package location set</Text>
        )}
      </Group>
      <SettingsGroup
        title="Application Settings"
        path="settings"
        canEdit={canEdit}
        messages={{ updated: SettingsMessages.Updated, failed: SettingsMessages.UpdateFailed }}
      />
      <SettingsGroup
        title="Point of Sale Settings"
        path="slerpSettings"
        canEdit={canEdit}
        messages={{ updated: SettingsMessages.SlerpUpdated, failed: SettingsMessages.SlerpUpdateFailed }}
      />
    </>
  );
}
