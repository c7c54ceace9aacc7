import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}

export function notifyError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 7000, style: { whiteSpace: 'pre-line' } });
}

/** A warning the user can act on (a filter that is not complete). */
export function notifyWarning(message: string) {
  notifications.show({ color: 'yellow', message, autoClose: 6000 });
}
