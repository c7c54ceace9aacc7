import { Button, Group } from '@mantine/core';

/** A form's Save (its submit), busy while the form submits. */
export function FormSaveButton({ saving }: { saving: boolean }) {
  return (
    <Group>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
