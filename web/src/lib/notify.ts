import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@tours/contract/constants';

/** Toasts (spec §8): errors carry the server's message; successes say 'Success' or the server's text. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message: message || 'Error', autoClose: TOAST_DURATION_MS });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_DURATION_MS });
}
