import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first (document 3 §5): in-app navigation through a
 * confirmation dialog with `message`, closing or reloading the tab through the browser's own prompt.
 */
export function useLeavePrompt(dirty: boolean, message: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Unsaved changes',
      children: message,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      onConfirm: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
      onClose: () => blocker.state === 'blocked' && blocker.reset?.(),
    });
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
