import { Alert, Button, Group } from '@mantine/core';
import { ReadOnlyNotice } from './api';

interface Props {
  label: string;
  canMove: boolean;
  loading: boolean;
  /** Without it the button submits its form. */
  onSubmit?: () => void;
}

/** The button that records a movement (its form's submit, or `onSubmit`), or for a user who may not, why not. */
export function MovementSubmit({ label, canMove, loading, onSubmit }: Props) {
  return canMove ? (
    <Group>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={loading}>
        {label}
      </Button>
    </Group>
  ) : (
    <Alert color="yellow">{ReadOnlyNotice}</Alert>
  );
}
