import type { Page } from '@playwright/test';
import { expect, previewStarted, test } from '../support/preview-fixtures';

const NEW_NAME = 'Night kayak under the harbour lights, a name set from the mock toolbar';

/** The toolbar's overrides section, opened as a person opens it: the Mock tab, then its section. */
async function openOverrides(page: Page) {
  await page.getByRole('button', { name: 'Mock toolbar', expanded: false }).click();
  await page.getByRole('button', { name: 'Answer overrides' }).click();
  return page.getByRole('form', { name: 'Add an override' });
}

test('in the static preview, an override set from the mock toolbar renames a tour on its open page, and clearing it restores the seed', async ({
  page,
  api,
}) => {
  await page.goto('');
  await previewStarted(page);
  const [tour] = await api.data('product.search', { pageNo: 1, pageSize: 1 });
  if (!tour) throw new Error('the preview world has a tour');
  await page.goto(`productInfo/${tour.id}`);
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText(tour.name);

  await test.step('a patch the shop could not read is refused beside its field, and nothing typed is lost', async () => {
    const form = await openOverrides(page);
    await form.getByRole('combobox', { name: 'Call' }).selectOption('product.detail');
    await form.getByRole('textbox', { name: /^Match/ }).fill(JSON.stringify({ id: tour.id }));
    const patch = form.getByRole('textbox', { name: /^Patch/ });
    await patch.fill('{"name": 42}');
    await form.getByRole('button', { name: 'Add override' }).click();
    await expect(patch).toHaveAccessibleDescription(/^patch\.name: .*expected string/);
    await expect(patch).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Match/ })).toHaveValue(JSON.stringify({ id: tour.id }));
    await expect(name).toHaveText(tour.name);
  });

  await test.step('fixed, it is added, listed, and the open page shows it without a reload', async () => {
    const form = page.getByRole('form', { name: 'Add an override' });
    await form.getByRole('textbox', { name: /^Patch/ }).fill(JSON.stringify({ name: NEW_NAME }));
    await form.getByRole('button', { name: 'Add override' }).click();
    await expect(form.getByRole('status')).toHaveText('Override 1 set on product.detail');
    await expect(page.getByText(`requests with {"id":${tour.id}} · until cleared · patch`)).toBeVisible();
    await expect(name).toHaveText(NEW_NAME);
  });

  await test.step('it lives with the world: after a reload the page still shows it, until it is cleared', async () => {
    await page.reload();
    await expect(name).toHaveText(NEW_NAME);
    await openOverrides(page);
    await page.getByRole('button', { name: 'Clear override 1 (product.detail)' }).click();
    await expect(page.getByText('No overrides: every call answers from the seeded world.')).toBeVisible();
    await expect(name).toHaveText(tour.name);
  });
});
