import { Button, Group, type GroupProps } from '@mantine/core';

/** A form's submit button ("Save" unless labelled), busy while the form submits; on a row of its own. */
export function SubmitButton({ submitting, label = 'Save', ...props }: GroupProps & { submitting: boolean; label?: string }) {
  return (
    <Group mt="sm" {...props}>
      <Button type="submit" loading={submitting}>
        {label}
      </Button>
    </Group>
  );
}
