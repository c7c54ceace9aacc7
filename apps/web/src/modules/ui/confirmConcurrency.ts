import { modals } from '@mantine/modals';

/**
 * The concurrency dialog (spec document 1 §4): someone saved first. Resolves true to save again
 * over their change with the server's Version, false to load the server's copy instead.
 */
export function confirmConcurrency(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'This record was changed',
      children: 'Someone else saved this record after you opened it. Save your changes over theirs, or load their version?',
      labels: { confirm: 'Save mine', cancel: 'Load theirs' },
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
