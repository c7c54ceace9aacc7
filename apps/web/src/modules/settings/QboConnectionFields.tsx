import { Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { QboDefaultUrls } from '@intermission/contracts';
import { ControlledCheckbox } from '../ui/form/ControlledCheckbox';
import type { ExportSettings, ExportSettingsSave, ExportSettingsSaveInput } from './api';

// The two write-only secrets: never answered, only whether one is stored.
const secrets = [
  { name: 'QboClientSecret', label: 'Client secret', has: (s: ExportSettings) => s.HasQboClientSecret },
  { name: 'QboRefreshToken', label: 'Refresh token', has: (s: ExportSettings) => s.HasQboRefreshToken },
] as const;

interface Props {
  settings: ExportSettings;
  environment: ExportSettings['Environment'];
  register: UseFormRegister<ExportSettingsSaveInput>;
  control: Control<ExportSettingsSaveInput, unknown, ExportSettingsSave>;
  errors: FieldErrors<ExportSettingsSaveInput>;
  disabled: boolean;
}

/**
 * The QuickBooks Online connection of the export settings (docs/administration.md): the client
 * secret and refresh token are write-only, shown as stored and kept when left empty; the two
 * addresses default to Intuit's for the environment.
 */
export function QboConnectionFields({ settings, environment, register, control, errors, disabled }: Props) {
  const defaults = QboDefaultUrls[environment];
  return (
    <Stack gap="sm">
      <Title order={4} mt="md">
        QuickBooks Online connection
      </Title>
      <Text size="sm" c="dimmed">
        The company id above is the QuickBooks realm id. Without a client secret and refresh token, exports write IIF files only.
      </Text>
      <TextInput label="Client id" disabled={disabled} maxLength={200} {...register('QboClientId')} error={errors.QboClientId?.message} />
      <Group grow align="flex-start">
        {secrets.map(({ name, label, has }) => (
          <PasswordInput
            key={name}
            label={label}
            placeholder={has(settings) ? 'Stored: leave empty to keep it' : 'Not set'}
            autoComplete="new-password"
            disabled={disabled}
            {...register(name)}
            error={errors[name]?.message}
          />
        ))}
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="API address"
          placeholder={defaults.ApiBaseUrl}
          disabled={disabled}
          maxLength={500}
          {...register('QboApiBaseUrl')}
          error={errors.QboApiBaseUrl?.message}
        />
        <TextInput
          label="Token address"
          placeholder={defaults.TokenUrl}
          disabled={disabled}
          maxLength={500}
          {...register('QboTokenUrl')}
          error={errors.QboTokenUrl?.message}
        />
      </Group>
      {(settings.HasQboClientSecret || settings.HasQboRefreshToken) && (
        <ControlledCheckbox control={control} name="ClearQboTokens" label="Disconnect: forget the client secret and tokens" disabled={disabled} />
      )}
    </Stack>
  );
}
