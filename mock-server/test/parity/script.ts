import { TEST_CARDS } from '../../src/domain/index.js';
import { cityPictureUrl } from '../../src/domain/picture-urls.js';
import { callSent, controlSent, type Sent } from './drivers.js';
import type { Transcript } from './transcript.js';

/** The instant both clocks are set to; Date itself is frozen a little earlier (parity.test.ts). */
export const CLOCK_START = '2026-03-10T09:00:00.000Z';

const EMAIL = 'parity@tours.test';
const PASSWORD = 'Pw123456!';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.parse(CLOCK_START) + offset * DAY_MS).toISOString().slice(0, 10);
const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Parity', cardType: 'Visa' };
const urls = { returnUrl: '/orderInfo/1?type=1', cancelUrl: '/orderInfo/1' };

type Json = Record<string, unknown>;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
const BOUNDARY = 'parity-boundary';

/** file.upload as a browser sends it: one multipart part `file`, written out here so both stacks get the same bytes. */
function uploadSent(filename: string, type: string, content: string, token: string): Sent {
  const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
  const sent = callSent('file.upload', {}, { token });
  return { ...sent, headers: { ...sent.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body };
}
const dataOf = (json: unknown): unknown => (json as Json | null)?.data;
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/**
 * Random by design, so masked (transcript.ts): session tokens and payment tokens (Web Crypto's random
 * bytes, domain/ids.ts), verification codes (random digits), uploaded files' names (random UUIDs).
 */
const tokenOf = (json: unknown): [string, unknown][] => [['token', (dataOf(json) as Json | undefined)?.token]];
const paymentOf = (json: unknown): [string, unknown][] => {
  const content = (dataOf(json) as Json | undefined)?.displayContent;
  return [['payment', typeof content === 'string' ? (JSON.parse(content) as Json).id : undefined]];
};
const uploadOf = (json: unknown): [string, unknown][] => [['upload', dataOf(json)]];
const codeOf = (json: unknown): [string, unknown][] => [['code', (json as Json | null)?.code]];

/** Fails the sequence where it is, naming the step, when a stack answered something the next step cannot use. */
function must<T>(value: T | undefined | null, step: string): T {
  if (value === undefined || value === null) throw new Error(`${step}: the answer lacks what the next steps need`);
  return value;
}

/**
 * The shop's main journey and a few refusals, the same requests in the same order on either stack:
 * registration with the outbox's code, login, search, detail, calendar, quote, order, card payment,
 * the clock past settlement and past the trip, the order, a review and the reviews list.
 */
export async function runScript(t: Transcript): Promise<void> {
  await t.exchange('POST /__mock/clock/set', controlSent('POST', '/clock/set', { iso: CLOCK_START }));
  await t.exchange('GET /__mock/info', controlSent('GET', '/info'));

  await t.exchange('verify.sendCode', callSent('verify.sendCode', { account: EMAIL }));
  const latest = await t.exchange('GET /__mock/outbox/latest-code', controlSent('GET', `/outbox/latest-code?email=${EMAIL}`), codeOf);
  const code = String(must((latest.json as Json).code, 'latest-code'));
  const account = { name: 'Parity', surname: 'Check', username: EMAIL, password: PASSWORD, areaId: 1, code };
  await t.exchange('verify.register refuses a bad email', callSent('verify.register', { ...account, username: 'not-an-email' }));
  await t.exchange('verify.register', callSent('verify.register', account), tokenOf);
  await t.exchange('GET /__mock/outbox', controlSent('GET', `/outbox?to=${EMAIL}`));

  await t.exchange('verify.login refuses a wrong password', callSent('verify.login', { username: EMAIL, password: 'wrong-Pw1' }));
  await t.exchange(
    'verify.login refuses a wrong password, in Chinese',
    callSent('verify.login', { username: EMAIL, password: 'wrong-Pw1' }, { language: 'zh-CN,zh;q=0.9,en;q=0.8' }),
  );
  const login = await t.exchange('verify.login', callSent('verify.login', { username: EMAIL, password: PASSWORD }), tokenOf);
  const token = String(must((dataOf(login.json) as Json | undefined)?.token, 'login'));

  const search = await t.exchange('product.search', callSent('product.search', { pageSize: 5, orderBy: 'adultPrice ASC' }, { token }));
  await t.exchange('product.search with repeated keys', {
    ...callSent('product.search', {}),
    body: 'pageSize=3&cityIds=1&cityIds=2',
  });
  await t.exchange(
    'product.search in JSON is refused',
    callSent('product.search', {}, { headers: { 'content-type': 'application/json' }, body: '{}' }),
  );
  await t.exchange('product.detail without id is refused', callSent('product.detail', {}));

  let slot: Json | undefined;
  for (const tour of asList(dataOf(search.json))) {
    const id = must(tour.id, 'product.search') as number;
    await t.exchange(`product.detail ${id}`, callSent('product.detail', { id }, { token }));
    const days = await t.exchange(
      `product.appointment ${id}`,
      callSent('product.appointment', { id, startDate: day(1), endDate: day(31) }),
    );
    const open = asList(dataOf(days.json)).find((d) => d.status === '可预约' && asList(d.times).length > 0);
    if (open) {
      slot = { spuId: id, reservationDate: open.date, reservationTime: asList(open.times)[0] };
      break;
    }
  }
  const draft = { ...must(slot, 'product.appointment'), adultCount: 2, childCount: 1, toddlerCount: 0, currencyId: 1 };
  await t.exchange('trade.order.settlement', callSent('trade.order.settlement', draft));
  await t.exchange('trade.order.page without a token answers 201', callSent('trade.order.page', {}));
  const created = await t.exchange(
    'trade.order.create',
    callSent('trade.order.create', { ...draft, fullName: 'Parity', lastName: 'Check', email: EMAIL }, { token }),
  );
  const order = must(dataOf(created.json) as Json | undefined, 'trade.order.create');
  const pay = { id: order.payOrderId, payMode: 'card', ...urls, ...card };
  await t.exchange('trade.order.pay.submit by card', callSent('trade.order.pay.submit', pay, { token }), paymentOf);
  await t.exchange('trade.order.get-detail before settlement', callSent('trade.order.get-detail', { id: order.id }, { token }));
  await t.exchange('POST /__mock/clock/advance past settlement', controlSent('POST', '/clock/advance', { ms: 3_000 }));
  await t.exchange('trade.order.get-detail after settlement', callSent('trade.order.get-detail', { id: order.id }, { token }));
  await t.exchange('POST /__mock/clock/advance past the trip', controlSent('POST', '/clock/advance', { days: 40 }));
  await t.exchange('GET /__mock/orders', controlSent('GET', '/orders'));
  await t.exchange(
    'trade.order.get-detail after the trip: the session expired',
    callSent('trade.order.get-detail', { id: order.id }, { token }),
  );
  // Sessions last 7 days on the world's clock: the customer logs in again, as the shop would send them to.
  const again = await t.exchange('verify.login after the trip', callSent('verify.login', { username: EMAIL, password: PASSWORD }), tokenOf);
  const fresh = String(must((dataOf(again.json) as Json | undefined)?.token, 'login after the trip'));
  await t.exchange('trade.order.get-detail after the trip', callSent('trade.order.get-detail', { id: order.id }, { token: fresh }));
  const page = await t.exchange('trade.order.page', callSent('trade.order.page', { status: 30, commentStatus: false }, { token: fresh }));

  const completed = dataOf(page.json) as { page?: { list?: Json[] } } | undefined;
  const done = must(completed?.page?.list?.[0], 'trade.order.page');
  const review = {
    orderId: done.id,
    orderItemId: asList(done.items)[0]?.id,
    content: 'Same answer from both stacks',
    picUrls: '',
    guideScores: 3,
    transportationScores: 4,
    priceScores: 5,
  };
  await t.exchange('member.product.comment.add', callSent('member.product.comment.add', [review], { token: fresh }));
  await t.exchange('member.product.comment.user.page', callSent('member.product.comment.user.page', {}, { token: fresh }));

  await t.exchange('POST /__mock/faults', controlSent('POST', '/faults', { call: 'product.search', errorCode: 500 }));
  await t.exchange('product.search under a fault', callSent('product.search', { pageSize: 1 }));
  await t.exchange('DELETE /__mock/faults/product.search', controlSent('DELETE', '/faults/product.search'));
  await t.exchange('DELETE /__mock/faults/product.search again is a 404', controlSent('DELETE', '/faults/product.search'));
  await t.exchange('POST /__mock/session-expired', controlSent('POST', '/session-expired', { enabled: true }));
  await t.exchange('member.info with the switch on answers 201', callSent('member.info', {}, { token: fresh }));
  await t.exchange('POST /__mock/clock/set refuses a bad instant', controlSent('POST', '/clock/set', { iso: 'yesterday' }));
  const upload = await t.exchange('file.upload of a picture', uploadSent('logo.svg', 'image/svg+xml', SVG, fresh), uploadOf);
  await t.exchange('GET the uploaded picture', { method: 'GET', url: String(dataOf(upload.json)), headers: {} });
  await t.exchange('file.upload refuses content that is not its type', uploadSent('logo.png', 'image/png', SVG, fresh));
  await t.exchange('GET an upload that does not exist', { method: 'GET', url: '/media/uploads/nothing.png', headers: {} });
  await t.exchange('GET a seeded picture', { method: 'GET', url: cityPictureUrl('Paris'), headers: {} });
  await t.exchange('GET a picture address the world does not name', { method: 'GET', url: cityPictureUrl('Atlantis'), headers: {} });
  const exported = await t.peek(controlSent('GET', '/state'));
  await t.exchange('PUT /__mock/state refuses what is not a state', controlSent('PUT', '/state', { tours: 'none' }));
  await t.exchange('PUT /__mock/state imports the export', controlSent('PUT', '/state', exported));
  await t.exchange('GET /__mock/orders after the import', controlSent('GET', '/orders'));
  await t.exchange('POST /__mock/reset', controlSent('POST', '/reset'));
  await t.exchange('GET /__mock/faults after reset', controlSent('GET', '/faults'));
}
