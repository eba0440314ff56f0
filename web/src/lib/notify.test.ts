import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError } from './notify';

const shownMessages = () => notificationsStore.getState().notifications.map((n) => n.message);

afterEach(() => notifications.clean());

describe('notifyError', () => {
  it('does not stack the same words twice while they are on screen', () => {
    // Two queries of one failing call (the tour list's City row and the header's Destinations) report together.
    notifyError('boom');
    notifyError('boom');
    notifyError('Something else');
    expect(shownMessages()).toEqual(['boom', 'Something else']);
  });

  it('shows the words again once the first toast is gone', () => {
    notifyError('boom');
    notifications.clean();
    notifyError('boom');
    expect(shownMessages()).toEqual(['boom']);
  });
});
