import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';

/**
 * The header's language and currency picker is fetched when the pointer reaches its button, and then takes the
 * button's place (web/src/components/deferred-part.tsx). When it arrives while the mouse button is held down, the
 * browser sends the click to nothing (the pressed button is gone by the release), so the press must open it.
 */
for (const size of LAPTOP_AND_PHONE) {
  test.describe(`at a ${size.name}`, () => {
    test.use(size.use);

    test('a visitor who presses Language and currency as its picker arrives gets the picker, and chooses in it', async ({ page }) => {
      const letThePickerArrive = await holdRequests(page, '**/assets/preferences-picker-*.js');
      await page.goto('/');
      const opener = page.getByRole('button', { name: /^Language and currency/ });
      const box = await opener.boundingBox();
      if (!box) throw new Error('the header shows Language and currency');

      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      letThePickerArrive();
      const dialog = page.getByRole('dialog', { name: 'Language and currency' });
      await expect(dialog).toBeVisible();
      await page.mouse.up();

      await dialog.getByRole('radio', { name: '简体中文' }).check();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('button', { name: /^语言和货币/ })).toBeVisible();
    });
  });
}
