import type { ButtonProps } from '@mantine/core';

/** One look for the share row's buttons, the QR one before and after its popover code has loaded: nothing shifts. */
export const SHARE_BUTTON_PROPS = { variant: 'default', size: 'compact-sm', mih: 28 } as const satisfies ButtonProps;
