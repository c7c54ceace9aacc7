import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';

interface Props {
  title: string;
  archived?: boolean;
  /** Whether the user may change the record's state (FullAccess on its claim). */
  canEdit: boolean;
  /** Archive or activate, by the record's current state; omitted when the record has no states. */
  onArchive?: () => Promise<void>;
  onActivate?: () => Promise<void>;
  /** Delete after a confirmation naming the record. */
  onDelete?: () => Promise<void>;
  /** What is deleted, for the confirmation ("venue", "station"). */
  kind: string;
}

/** A detail page's title with its Archived badge and the Archive / Activate / Delete buttons. */
export function RecordHeader({ title, archived, canEdit, onArchive, onActivate, onDelete, kind }: Props) {
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${kind}`,
      children: <Text>Delete {title}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void onDelete?.(),
    });
  return (
    <Group justify="space-between" mb="md">
      <Group>
        <Title order={2}>{title}</Title>
        {archived && <Badge color="gray">Archived</Badge>}
      </Group>
      {canEdit && (
        <Group gap="xs">
          {archived
            ? onActivate && (
                <Button variant="light" onClick={() => void onActivate()}>
                  Activate
                </Button>
              )
            : onArchive && (
                <Button variant="light" color="orange" onClick={() => void onArchive()}>
                  Archive
                </Button>
              )}
          {onDelete && (
            <Button variant="light" color="red" onClick={confirmDelete}>
              Delete
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
