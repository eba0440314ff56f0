import { chooseOption } from '../support/checkout';
import { solidPng } from '../support/files';
import { expect, test } from '../support/fixtures';

interface Application {
  merchantName: string;
  email: string;
  identity: number;
  picUrl: string[];
  serviceContent: string;
  areaId: string | null;
}

test('a guide applies to join with an emailed code and a licence, and sees the confirmation', async ({ page, mock, world }) => {
  const email = `guide-${world.name}@example.test`;
  const merchantName = `Lantern Walks ${world.name.slice(-8)}`;
  await page.goto('/Settled');
  const form = page.getByRole('form', { name: 'Merchant application' });
  await expect(form).toBeVisible();

  await form.getByRole('radio', { name: 'Individual' }).check();
  await form.getByRole('textbox', { name: 'Entity name' }).fill(merchantName);
  await form.getByRole('textbox', { name: 'Registration (credit code) number' }).fill('91310000MA1K4XYZ0Q');
  await form.getByRole('textbox', { name: 'Registered country or region' }).fill('China');
  await form.getByRole('textbox', { name: 'Contact person occupation' }).fill('Licensed guide');
  await form.getByRole('textbox', { name: 'ID number' }).fill('310101199001011234');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await mock.latestCode(email));
  await chooseOption(page, 'Region', /^China/, 'China');
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('+86 21 5555 0101');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'licence.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(form.getByRole('button', { name: 'Remove licence.png' })).toBeVisible();
  await form.getByRole('textbox', { name: 'One-sentence self introduction' }).fill('Evening lantern walks through the old town.');
  await form.getByRole('button', { name: 'Submit' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Application received' });
  await expect(confirmation).toContainText('within 24 hours');
  await expect(page.getByRole('form', { name: 'Merchant application' })).toHaveCount(0);

  const { applications } = await mock.state<{ applications: Application[] }>();
  expect(applications.find((a) => a.email === email)).toMatchObject({
    merchantName,
    identity: 2,
    serviceContent: 'Evening lantern walks through the old town.',
    picUrl: [expect.any(String)],
    // Spec §3: the region travels as its country code.
    areaId: 'CN',
  });
});
