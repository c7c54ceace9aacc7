import { Button, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  open: boolean;
  canEdit?: boolean;
  onOpen: () => void;
  onClose: () => void;
  view: ReactNode;
  edit: ReactNode;
}

/** A detail page section: viewing, or editing when open. The page keeps one open at a time. */
export function DetailSection({ title, open, canEdit = true, onOpen, onClose, view, edit }: Props) {
  return (
    <Card withBorder padding="md" mb="md" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {canEdit &&
          (open ? (
            <Button variant="subtle" size="xs" onClick={onClose}>
              Close
            </Button>
          ) : (
            <Button variant="light" size="xs" onClick={onOpen}>
              Edit
            </Button>
          ))}
      </Group>
      {open ? edit : view}
    </Card>
  );
}
