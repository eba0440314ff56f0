import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@tours/contract/constants';
import { i18n } from './i18n';
import { localizeForPerson } from './localize-message';
import { shopperMessage } from './shopper-message';
import { translateForPerson } from './translate-for-person';

/** The toast's close button is an icon; it needs a name (WCAG 4.1.2). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common:controls.close') });

/**
 * Toasts (spec §8): errors carry the server's message; successes say 'Success' or the server's text. A
 * contract message shows in the chosen language ('修改成功' in Chinese, its translation in English); the
 * server's own sentences already come in that language (Accept-Language, api/client.ts).
 */
export function notifyError(message: string): void {
  // Every error toast passes here: a refusal naming a request field ("priceMin: ...") is said with its label.
  const text = shopperMessage(localizeForPerson(message), translateForPerson) || 'Error';
  notifications.show({
    // The same words already on screen are not stacked again: two screens' queries of one call that fail together
    // (the tour list's City row and the header's Destinations share city.list) would otherwise say it twice.
    id: `error:${text}`,
    color: 'red',
    message: text,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

/** Failures a toast has already told the person about: the screen showing the same failure leaves out its words. */
const toastedFailures = new WeakSet<object>();

/** The toast of a failure that a screen also shows (a query's QueryView): said once, by the toast. */
export function notifyFailure(failure: Error, message: string): void {
  notifyError(message);
  toastedFailures.add(failure);
}

export const wasToasted = (failure: unknown): boolean => typeof failure === 'object' && failure !== null && toastedFailures.has(failure);

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    message: localizeForPerson(message),
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: closeButtonProps(),
  });
}

const CARRIED_ERROR_KEY = 'carriedError';

/**
 * A toast shown just before a full page load is never painted (the 201 path reloads to /login), so the
 * message is also carried over the load in session storage and shown by `showCarriedError` on arrival.
 */
export function carryErrorOverReload(message: string): void {
  try {
    window.sessionStorage.setItem(CARRIED_ERROR_KEY, message);
  } catch {
    // Storage may be unavailable (private mode); the toast before the load is all we can do then.
  }
}

export function showCarriedError(): void {
  let message: string | null = null;
  try {
    message = window.sessionStorage.getItem(CARRIED_ERROR_KEY);
    window.sessionStorage.removeItem(CARRIED_ERROR_KEY);
  } catch {
    return;
  }
  if (message !== null) notifyError(message);
}
