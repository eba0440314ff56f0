import { bookableTour } from '../support/booking';
import { chooseOption } from '../support/checkout';
import { CARDS } from '../support/demo-data';
import { expect, test } from '../support/fixtures';
import { chooseChineseInTheHeader } from '../support/language-dialog';

/** The Chinese calendar's name of a day button (tours.json booking.dayLabel 'YYYY年M月D日'). */
function chineseDayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

test('a visitor who checks out in Chinese gets the code and the booking confirmation in Chinese', async ({ page, shop, mock, world }) => {
  const tour = await bookableTour(shop);
  const email = `li-${world.name}@example.test`;

  await chooseChineseInTheHeader(page);

  await test.step('book the tour’s first open day and time from its Chinese page', async () => {
    await page.goto(`productInfo/${tour.id}`);
    const panel = page.getByRole('complementary', { name: '预订此线路' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    const day = panel.getByRole('button', { name: chineseDayName(tour.day.date), exact: true });
    if (!(await day.isVisible())) await panel.getByRole('button', { name: '下个月' }).click();
    await day.click();
    await panel.getByRole('button', { name: '查询' }).click();
    await expect(panel.getByRole('radiogroup', { name: '时间段' }).getByRole('radio', { name: tour.day.times[0] })).toBeChecked();
    await expect(panel.getByTestId('quote-total')).toBeVisible();
    await panel.getByRole('button', { name: '立即预订' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '结账' })).toBeVisible();
  });

  await test.step('check out as a guest with the emailed code and pay by card', async () => {
    await page.getByRole('textbox', { name: '名', exact: true }).fill('Li');
    await page.getByRole('textbox', { name: '姓', exact: true }).fill('Wei');
    await page.getByRole('textbox', { name: '电子邮箱', exact: true }).fill(email);
    await page.getByRole('button', { name: '发送验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill(await mock.latestCode(email));
    await chooseOption(page, '国家或地区', /英国/, '英国');

    await page.getByRole('radio', { name: '信用卡' }).check();
    const card = page.getByTestId('card-details');
    await card.getByRole('textbox', { name: '卡号' }).fill(CARDS.success);
    await chooseOption(page, '卡类型', 'Visa');
    await card.getByRole('textbox', { name: '持卡人姓名' }).fill('Li Wei');
    await card.getByRole('button', { name: '有效期' }).click();
    const picker = page.getByRole('dialog').last();
    await picker.getByRole('button', { name: '下一年' }).click();
    await picker.getByRole('button', { name: '12月' }).click();
    await card.getByRole('textbox', { name: '安全码' }).fill('123');
    await chooseOption(page, '国家', /英国/, '英国');
    await card.getByRole('textbox', { name: '省份或直辖市' }).fill('Greater London');
    await card.getByRole('textbox', { name: '地址第一行' }).fill('1 Test Street');
    await card.getByRole('textbox', { name: '邮政编码' }).fill('SW1A 1AA');

    await page.getByRole('button', { name: '确认支付' }).click();
    const prompt = page.getByRole('dialog', { name: '您已完成支付吗？' });
    await prompt.getByRole('button', { name: '已支付', exact: true }).click();
    await expect(page).toHaveURL(/\/orderInfo\/\d+\?type=1&lang=zh$/);
    await expect(page.getByRole('dialog', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the outbox holds the code, welcome and confirmation emails, each in Chinese', async () => {
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const emails = await mock.outbox(email);
    expect(emails.map(({ subject, language }) => ({ subject, language }))).toEqual([
      { subject: `订单 ${orderId} 预订成功：${tour.name}`, language: 'zh' },
      { subject: '欢迎加入', language: 'zh' },
      { subject: expect.stringMatching(/^您的验证码：\d{6}$/), language: 'zh' },
    ]);
    expect(emails[0]?.text).toContain('感谢您的预订！我们已收到您的付款，行程已预订成功。');
    expect(emails[2]?.text).toMatch(/^您用于注册账户的验证码是 \d{6}，10 分钟内有效。$/);
  });
});
