import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@tours/contract/constants';
import { i18n } from '../i18n';

/** The toast's close button is an icon; it needs a name (WCAG 4.1.2). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:controls.close') });

/** Toasts (spec §8): errors carry the server's message; successes say 'Success' or the server's text. */
export function notifyError(message: string): void {
  notifications.show({ color: 'red', message: message || 'Error', autoClose: TOAST_DURATION_MS, closeButtonProps: closeButtonProps() });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_DURATION_MS, closeButtonProps: closeButtonProps() });
}
