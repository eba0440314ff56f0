import { expect, type Locator, type Page, test } from '@playwright/test';
import { test as sharedServerTest } from '../support/fixtures';
import { mockURL } from '../support/server-url';
import { startUpstreamServers, type UpstreamServers } from '../support/upstream-servers';

/**
 * A developer points the mock server at a real backend (a stand-in that drifts on
 * product.search: the score as a string, a tour without its name), browses the shop, and reads in the
 * console where the backend breaks the contract; then chooses which calls the mock keeps answering.
 */
let servers: UpstreamServers | undefined;
const running = (): UpstreamServers => {
  if (!servers) throw new Error('the upstream servers did not start');
  return servers;
};

test.describe('against a real backend (--upstream)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeAll(async () => {
    // Copying the web build and starting two processes takes a while on two busy cores.
    test.setTimeout(180_000);
    servers = await startUpstreamServers('@session,@merchant-application');
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  test('a developer browses the shop against a drifting backend and reads the drift in the console', async ({ page }, testInfo) => {
    const { baseURL, shopURL } = running();

    // The shop's search is forwarded and drifts (a score as text, a tour without its name): the list still shows the
    // real tours and their prices, which come as texts the contract takes; a drifted field never takes the page down.
    await page.goto(`${shopURL}/productList`);
    const secondTour = page.getByRole('article').filter({ hasText: 'Second real tour' });
    await expect(secondTour).toBeVisible();
    await expect(secondTour.getByTestId('price')).toContainText('$45.50');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

    await page.goto(`${baseURL}/__mock/`);
    const panel = page.getByRole('region', { name: 'Real backend and drift' });
    await expect(panel.getByText(running().backend)).toBeVisible();

    const drift = panel.getByRole('table', { name: /^Drift/ });
    await expect(driftRow(drift, 'data.*.score')).toContainText('product.search');
    await expect(driftRow(drift, 'data.*.name')).toContainText('product.search');
    for (const field of ['data.*.score', 'data.*.name']) {
      const count = Number(await driftRow(drift, field).getByRole('cell').last().textContent());
      expect(count, field).toBeGreaterThanOrEqual(1);
    }
    await expect(driftRow(drift, 'data.*.score')).toContainText('"4.5" (string)');
    const total = await drift.getByRole('row').count();
    await expect(panel.getByRole('heading', { name: `Drift (${total - 1})` })).toBeVisible();

    // The journal says which side answered, in words.
    const journal = page.getByRole('region', { name: 'Journal' });
    const searchEntry = journal.getByRole('row').filter({ hasText: 'product.search' }).first();
    await expect(searchEntry.getByRole('cell', { name: 'real', exact: true })).toBeVisible();

    // A phone: the whole console fits 390 px, the drift rows stacked as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    // Each stacked cell names its column (Field: …), so the text is found rather than the cell's name.
    await expect(drift.getByText('data.*.name', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel.evaluate((section) => section.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath('console-at-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Keep category.list in the mock, by keyboard.
    const mockedCalls = panel.getByRole('group', { name: /^Mocked calls/ });
    await mockedCalls.getByText(/^Other calls/).click();
    const categoryList = mockedCalls.getByRole('checkbox', { name: 'category.list', exact: true });
    await expect(categoryList).not.toBeChecked();
    await categoryList.focus();
    await page.keyboard.press('Space');
    await expect(categoryList).toBeChecked();
    await panel.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(panel.getByRole('status')).toContainText('Saved');
    expect((await upstreamView(page)).mocked).toContain('category.list');

    // Splitting the session group is refused with the reason, and the ticks stay for the person to fix.
    const session = mockedCalls.getByRole('checkbox', { name: /^@session/ });
    await expect(session).toBeChecked();
    await session.uncheck();
    await mockedCalls.getByText('The calls of @session').click();
    const login = mockedCalls.getByRole('checkbox', { name: 'verify.login', exact: true });
    await expect(login).not.toBeChecked();
    await login.check();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toContainText('Failed');
    await expect(panel.getByRole('alert')).toContainText('cannot be split');
    await expect(login).toBeChecked();
    await expect(session).not.toBeChecked();
    const afterRefusal = await upstreamView(page);
    expect(afterRefusal.mocked).toContain('verify.login');
    expect(afterRefusal.mocked).toContain('member.info');

    // Clearing the report leaves the sentence that says there is nothing to see, and no empty table.
    await panel.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(panel.getByText('No drift: every answer so far matched the contract.')).toBeVisible();
    await expect(drift).toBeHidden();
    await expect(panel.getByRole('heading', { name: 'Drift (0)' })).toBeVisible();
  });
});

function driftRow(table: Locator, field: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: field, exact: true }) });
}

interface UpstreamView {
  upstream: string | null;
  mocked: string[];
}

async function upstreamView(page: Page): Promise<UpstreamView> {
  const response = await page.request.get(`${running().baseURL}/__mock/upstream`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as UpstreamView;
}

sharedServerTest('without --upstream the console says every call is mocked and how to forward them', async ({ page }) => {
  // The console is the mock backend's own page, not the shop's.
  await page.goto(`${mockURL()}/__mock/`);
  const panel = page.getByRole('region', { name: 'Real backend and drift' });
  await expect(panel.getByText(/^Every call is mocked\. Start with --upstream <base URL>/)).toBeVisible();
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expect(panel.getByRole('checkbox')).toHaveCount(0);
});
