import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Messages } from '@intermission/contracts';
import { notifyError, notifySuccess } from './notify';

/**
 * Copies a value to the clipboard with document 1 §8.1's three toasts: nothing to copy ("Unable to
 * copy to clipboard."), a refused or unavailable clipboard ("Error while copying to clipboard."),
 * or "Copied to clipboard successfully".
 */
export async function copyToClipboard(text: string | null | undefined): Promise<boolean> {
  if (!text) {
    notifyError(Messages.CopyNoTarget);
    return false;
  }
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
  } catch {
    notifyError(Messages.CopyFailed);
    return false;
  }
  notifySuccess(Messages.Copied);
  return true;
}

/** A value with a copy button beside it (the button is named "Copy {label}"). */
export function CopyableValue({ label, value, children }: { label: string; value: string | null | undefined; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Tooltip label="Copy to clipboard">
        <ActionIcon variant="subtle" size="sm" aria-label={`Copy ${label}`} onClick={() => void copyToClipboard(value)}>
          ⧉
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
