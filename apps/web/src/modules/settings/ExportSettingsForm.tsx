import { Group, Select, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { ExportSettingsMessages, ExportSettingsSaveSchema, ExportSettingsSchema } from '@intermission/contracts';
import { ControlledSelect } from '../ui/form/ControlledSelect';
import { useZodForm } from '../ui/form/useZodForm';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import { AccountMappingsGrid } from './AccountMappingsGrid';
import { type ExportSettings, useAccountsQuery, useSaveExportSettingsMutation } from './api';
import { FormSaveButton } from '../ui/form/FormSaveButton';
import { QboConnectionFields } from './QboConnectionFields';

const exportTypes = [
  { value: '1', label: 'Transfers' },
  { value: '2', label: 'Transactions' },
  { value: '3', label: 'Bills' },
];

/**
 * The export settings, checked by the schema the server parses them with; saved with the concurrency
 * dialog. The QuickBooks secrets start empty (write-only: empty keeps the stored ones).
 */
export function ExportSettingsForm({ settings, canEdit }: { settings: ExportSettings; canEdit: boolean }) {
  const accounts = useAccountsQuery();
  const save = useSaveExportSettingsMutation();
  const { register, control, submit, formState } = useZodForm(
    ExportSettingsSaveSchema,
    { ...settings, QboClientSecret: '', QboRefreshToken: '', ClearQboTokens: false },
    (values, setFieldError) =>
      saveWithConcurrency((v) => save.mutateAsync({ ...values, Version: v ?? values.Version }), {
        success: ExportSettingsMessages.Updated,
        failure: ExportSettingsMessages.UpdateFailed,
        onSaved: () => undefined,
        onReload: save.setSettings,
        setFieldError,
      }),
  );
  const errors = formState.errors;
  const environment = useWatch({ control, name: 'Environment' });
  const emails = errors.NotificationEmails;
  const emailError = emails?.message ?? (Array.isArray(emails) ? emails.find(Boolean)?.message : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640} gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Accounting company" disabled={!canEdit} maxLength={200} {...register('CompanyName')} error={errors.CompanyName?.message} />
          <TextInput label="Company id" disabled={!canEdit} maxLength={100} {...register('CompanyId')} error={errors.CompanyId?.message} />
        </Group>
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="Environment"
            render={({ field }) => (
              <Select
                label="Environment"
                data={ExportSettingsSchema.shape.Environment.options}
                ref={field.ref}
                value={field.value}
                disabled={!canEdit}
                allowDeselect={false}
                onChange={(v) => v && field.onChange(v)}
              />
            )}
          />
          <ControlledSelect
            control={control}
            name="DefaultExportTypeId"
            label="Default export type"
            data={exportTypes}
            disabled={!canEdit}
            allowDeselect={false}
          />
        </Group>
        <Controller
          control={control}
          name="NotificationEmails"
          render={({ field }) => (
            <TagsInput
              label="E-mail after an export"
              placeholder="Type an address and press Enter"
              ref={field.ref}
              value={field.value}
              disabled={!canEdit}
              onChange={field.onChange}
              error={emailError}
            />
          )}
        />
        <Title order={4} mt="md">
          Account mappings
        </Title>
        <Controller
          control={control}
          name="AccountMappings"
          render={({ field }) => <AccountMappingsGrid accounts={accounts.data ?? []} value={field.value} onChange={field.onChange} disabled={!canEdit} />}
        />
        {errors.AccountMappings && (
          <Text c="red" size="sm" role="alert">
            {errors.AccountMappings.message ?? errors.AccountMappings.root?.message ?? ExportSettingsMessages.UpdateFailed}
          </Text>
        )}
        <QboConnectionFields settings={settings} environment={environment} register={register} control={control} errors={errors} disabled={!canEdit} />
        {canEdit && <FormSaveButton saving={formState.isSubmitting} />}
      </Stack>
    </form>
  );
}
