import { Loader, Title } from '@mantine/core';
import { useClaim } from '../modules/session/useClaim';
import { useExportSettingsQuery } from '../modules/settings/api';
import { ExportSettingsForm } from '../modules/settings/ExportSettingsForm';

/** /export-settings/export-settings: what the exports to the accounting service need (docs/administration.md). */
export function ExportSettingsPage() {
  const canEdit = useClaim('AppSettings', 'FullAccess');
  const { data } = useExportSettingsQuery();
  return (
    <>
      <Title order={2} mb="md">
        Export Settings
      </Title>
      {data ? <ExportSettingsForm key={data.Version} settings={data} canEdit={canEdit} /> : <Loader />}
    </>
  );
}
