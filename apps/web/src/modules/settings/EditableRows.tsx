import { ActionIcon, Button, Group } from '@mantine/core';

/** The × that takes a row out of an editable list (settings, managed items); saving the list makes it so. */
export function RemoveRowButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name || 'row'}`} onClick={onRemove}>
      ×
    </ActionIcon>
  );
}

/** Under an editable list: add a row, and save the whole list (the form's submit). */
export function EditableRowsActions({ onAdd, saving, mt = 'md' }: { onAdd: () => void; saving: boolean; mt?: string }) {
  return (
    <Group mt={mt}>
      <Button variant="light" onClick={onAdd}>
        Add row
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
