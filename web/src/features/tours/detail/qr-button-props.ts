import type { ButtonProps } from '@mantine/core';

/** One look for the QR share button, before and after its popover code has loaded: nothing shifts. */
export const QR_BUTTON_PROPS = { variant: 'default', size: 'compact-sm', mih: 28 } as const satisfies ButtonProps;
