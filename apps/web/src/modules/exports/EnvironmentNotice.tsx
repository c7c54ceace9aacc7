import { Alert } from '@mantine/core';
import { useExportSettingsQuery } from '../settings/api';
import { appEnvironmentOf, environmentNotice } from './environmentNotice';

/** The notice on the QBO log (document 3 §9): the export settings name the Sandbox, or the app runs local, test or staging. */
export function EnvironmentNotice() {
  const settings = useExportSettingsQuery();
  const text = environmentNotice(settings.data?.Environment, appEnvironmentOf(window.location.hostname));
  return text ? (
    <Alert color="yellow" mb="sm" data-testid="environment-notice" title={settings.data?.Environment === 'Sandbox' ? 'Sandbox' : 'Not production'}>
      {text}
    </Alert>
  ) : null;
}
