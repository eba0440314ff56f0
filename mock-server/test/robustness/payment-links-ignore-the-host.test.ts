import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '../../src/domain/index.js';
import { createOrder, login } from '../fixtures.js';
import { build, callRequest } from '../helper.js';

const card = { cardNumber: TEST_CARDS.success, cardExpiry: '2099-12', cardSecurityCode: '123', cardName: 'Demo', cardType: 'Visa' };
const urls = { returnUrl: '/orderInfo/1?type=1', cancelUrl: '/orderInfo/1' };
interface Link {
  href: string;
  rel: string;
  method: string;
}

/** pay/submit sent under a Host of the caller's choosing (any *.localhost name reaches the mock), and its links. */
async function paymentLinks(
  app: FastifyInstance,
  payMode: 'quick' | 'card',
  host: string,
  extraHeaders: Record<string, string> = {},
  addresses: { returnUrl: string; cancelUrl: string } = urls,
): Promise<Record<string, Link>> {
  const token = await login(app);
  const order = await createOrder(app, token);
  const request = callRequest('trade.order.pay.submit', { id: order.payOrderId, payMode, ...addresses, ...card }, { token });
  const response = await app.inject({ ...request, headers: { ...(request.headers as Record<string, string>), host, ...extraHeaders } });
  const links: Link[] = JSON.parse(response.json().data.displayContent).links;
  return Object.fromEntries(links.map((link) => [link.rel, link]));
}

describe('the payment links of pay/submit', () => {
  it("are absolute on the origin of the shop's returnUrl, whatever Host the request named", async () => {
    const app = await build();
    // Loopback to loopback is one shop (return-url.ts): the Vite dev server's page calling the mock.
    const shop = { returnUrl: 'http://localhost:5173/orderInfo/1?type=1', cancelUrl: 'http://localhost:5173/orderInfo/1' };
    const links = await paymentLinks(app, 'quick', '127.0.0.1:8080', {}, shop);
    for (const link of Object.values(links)) expect(link.href.startsWith('http://localhost:5173/mock-paypal/'), link.href).toBe(true);
    expect(links.approve?.href).toMatch(/^http:\/\/localhost:5173\/mock-paypal\/checkout\?token=[0-9a-f]+$/);
  });
  it('are paths of this server when the returnUrl is a path (it names no origin), whatever Host the request named', async () => {
    const app = await build();
    const links = await paymentLinks(app, 'quick', 'evil.localhost:8080');
    for (const link of Object.values(links)) {
      expect(link.href).not.toContain('evil');
      expect(link.href).toMatch(/^\/mock-paypal\//);
    }
  });
  it("name the mock's own listening address when another server forwarded the call, never the forwarded host", async () => {
    const app = await build();
    // As if listening on 127.0.0.1:4321 (a unit test listens on no port).
    vi.spyOn(app.server, 'address').mockReturnValue({ address: '127.0.0.1', family: 'IPv4', port: 4321 });
    const links = await paymentLinks(app, 'quick', 'shop.localhost:8080', { 'x-forwarded-host': 'evil.example' });
    for (const link of Object.values(links)) {
      expect(link.href).not.toContain('evil');
      expect(link.href.startsWith('http://127.0.0.1:4321/mock-paypal/'), link.href).toBe(true);
    }
  });
});

describe('the PayPal-shaped self and capture links', () => {
  it('answer a wallet payment: its status, and capture only once the payer approved it', async () => {
    const app = await build();
    const links = await paymentLinks(app, 'quick', '127.0.0.1:8080');
    const self = () => app.inject({ url: links.self?.href ?? '' });
    const capture = () => app.inject({ method: 'POST', url: links.capture?.href ?? '' });
    expect((await self()).json()).toMatchObject({ status: 'CREATED', orderId: expect.any(Number) });
    const early = await capture();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('not approved yet');
    await app.inject({ url: links.approve?.href.replace('/checkout', '/approve') ?? '' });
    expect((await self()).json().status).toBe('APPROVED');
    const captured = await capture();
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ status: 'APPROVED', id: (await self()).json().id });
  });

  it('answer a card payment as the world clock settles it, and 404 for an unknown token', async () => {
    const app = await build();
    const links = await paymentLinks(app, 'card', '127.0.0.1:8080');
    const self = () => app.inject({ url: links.self?.href ?? '' });
    expect((await self()).json().status).toBe('PENDING');
    await app.inject({ method: 'POST', url: '/__mock/clock/advance', payload: { ms: 3_000 } });
    expect((await self()).json().status).toBe('APPROVED');
    expect((await app.inject({ url: '/mock-paypal/orders/0123456789ab' })).statusCode).toBe(404);
  });
});
