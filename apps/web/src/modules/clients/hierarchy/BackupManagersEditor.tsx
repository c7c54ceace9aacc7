import { ActionIcon, Button, Group, Input, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { type VenueBackupManager, VenueBackupsSaveSchema, type VenueManagerOption } from '@intermission/contracts';
import { ControlledSelect } from '../../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type BackupsValues = z.output<typeof VenueBackupsSaveSchema>;

interface Props {
  backups: VenueBackupManager[];
  /** The venue's Version, sent with the save. */
  version: number;
  managers: VenueManagerOption[];
  /** The venue's own manager, never offered as a backup. */
  managerId: number | null;
  onSave: OnSave<BackupsValues>;
}

/**
 * Backup managers (document 1 §5): each row needs a user and may have an expiry date, checked by the
 * contracts' VenueBackupsSaveSchema. The venue's manager and the users already chosen on other rows
 * are removed from a row's choices.
 */
export function BackupManagersEditor({ backups, version, managers, managerId, onSave }: Props) {
  const { control, submit, formState, watch } = useZodForm(
    VenueBackupsSaveSchema,
    { Backups: backups.map((b) => ({ UserId: b.UserId, ExpDate: b.ExpDate })), Version: version },
    onSave,
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'Backups' });
  const rows = watch('Backups') ?? [];
  const listError = formState.errors.Backups?.root?.message ?? formState.errors.Backups?.message;
  return (
    <form onSubmit={submit} noValidate>
      {fields.map((f, i) => {
        const taken = new Set(rows.flatMap((r, j) => (j !== i && r.UserId ? [r.UserId] : [])));
        const choices = managers.filter((m) => m.Id !== managerId && !taken.has(m.Id));
        return (
          <Group key={f.id} mb="xs" align="flex-start" wrap="nowrap">
            <ControlledSelect
              control={control}
              name={`Backups.${i}.UserId`}
              empty={undefined}
              label={i === 0 ? 'User' : undefined}
              aria-label="Backup manager"
              placeholder="Choose a user"
              searchable
              data={choices.map((m) => ({ value: String(m.Id), label: m.Name }))}
              w={260}
            />
            <Controller
              control={control}
              name={`Backups.${i}.ExpDate`}
              render={({ field }) => (
                <TextInput
                  label={i === 0 ? 'Expires' : undefined}
                  aria-label="Expiry date"
                  type="date"
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value || null)}
                  onBlur={field.onBlur}
                  w={170}
                />
              )}
            />
            <ActionIcon variant="subtle" color="red" aria-label="Remove backup manager" mt={i === 0 ? 28 : 6} onClick={() => remove(i)}>
              ×
            </ActionIcon>
          </Group>
        );
      })}
      {listError && <Input.Error mb="xs">{listError}</Input.Error>}
      {/* A new row has no user yet: the schema says "User is required" until one is chosen. */}
      <Button variant="subtle" size="xs" onClick={() => append({ UserId: undefined as unknown as number, ExpDate: null })}>
        Add backup manager
      </Button>
      <SubmitButton submitting={formState.isSubmitting} />
    </form>
  );
}
