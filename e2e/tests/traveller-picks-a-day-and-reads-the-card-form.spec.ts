import { seriousViolations } from '../support/axe-rules';
import { bookableTour, bookThroughPanel, openBookingPanel } from '../support/booking';
import { LAPTOP_AND_PHONE } from '../support/devices';
import { expect, test } from '../support/fixtures';

for (const { name, use } of LAPTOP_AND_PHONE) {
  test.describe(`at a ${name}`, () => {
    test.use(use);

    test('a traveller picks a day on a calendar that fits the booking panel, and reads every hint of the card form', async ({
      page,
      shop,
    }) => {
      const tour = await bookableTour(shop);

      // On a phone the calendar spans the sheet, the days as wide apart as a thumb needs; a laptop's panel keeps it compact.
      await test.step(
        name === 'phone' ? 'the calendar spans the booking sheet' : 'the calendar sits inside the booking panel',
        async () => {
          await page.goto(`/productInfo/${tour.id}`);
          const panel = await openBookingPanel(page);
          const [calendar, whole] = [await panel.getByRole('table').first().boundingBox(), await panel.boundingBox()];
          const share = calendar && whole ? calendar.width / whole.width : 0;
          if (name === 'phone') expect(share).toBeGreaterThan(0.9);
          else expect(share).toBeGreaterThan(0.5);
        },
      );

      await bookThroughPanel(page, tour);

      await test.step("the card form's placeholders are as readable as its labels (axe, contrast included)", async () => {
        await page.getByRole('radio', { name: 'Credit card' }).check();
        await expect(page.getByTestId('card-details').getByRole('button', { name: 'Expiry date' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  });
}
