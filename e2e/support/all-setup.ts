import type { FullConfig } from '@playwright/test';
import shopSetup from './global-setup';
import previewSetup from './preview-setup';

/**
 * The set-up of both kinds of journey at once (all.config.ts): the preview's build starts first, in a child of its own,
 * and runs on one core while the shop's console build and servers start on the other. Stopped in the reverse order.
 */
export default async function allSetup(config: FullConfig) {
  const preview = previewSetup();
  const [stopPreview, stopShop] = await Promise.all([preview, shopSetup(config)]);
  return async () => {
    await stopShop?.();
    await stopPreview?.();
  };
}
