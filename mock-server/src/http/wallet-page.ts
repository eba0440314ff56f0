import { pageContentSecurityPolicy } from '@tours/contract/content-security-policy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveWalletPayment,
  cancelWalletPayment,
  captureWalletPayment,
  getWalletPayment,
  notFound,
  redirectTarget,
  type State,
  viewPayment,
  type WalletPayment,
} from '../domain/index.js';
import { walletPage } from '../runtime/wallet-page.js';
import { brokenOf, type World, worldNameOf } from '../store/worlds.js';
import { page } from './html.js';

const WALLET_PATH = '/mock-paypal';
const WALLET_CHECKOUT_PATH = `${WALLET_PATH}/checkout`;

interface TokenQuery {
  Querystring: { token?: string };
  Body: { token?: string } | undefined;
}

interface TokenParams {
  Params: { token: string };
}

/**
 * The wallet provider's approval page. A browser reaches it by a plain link, without the
 * X-Mock-World header, so the payment token is looked up in the caller's world first and then in all.
 */
export async function walletRoutes(app: FastifyInstance) {
  app.get<TokenQuery>(WALLET_CHECKOUT_PATH, async (request, reply) => {
    const { found: payment } = locate(app, request, tokenOf(request), getWalletPayment);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        pageContentSecurityPolicy({
          allow: app.mock.cspAllow,
          formTargets: returnOrigins(payment, `${request.protocol}://${request.host}`),
        }),
      )
      .send(checkoutPage(tokenOf(request), payment));
  });

  for (const [action, move] of [
    ['approve', approveWalletPayment],
    ['cancel', cancelWalletPayment],
  ] as const) {
    app.route<TokenQuery>({
      method: ['GET', 'POST'],
      url: `/mock-paypal/${action}`,
      handler: async (request, reply) => {
        const token = tokenOf(request);
        const { world } = locate(app, request, token, getWalletPayment);
        const { redirectUrl } = move(world.state, token, app.mock.worlds.now(world));
        // Encoded and checked again: a raw non-ASCII Location header made Node answer 500 after the order was paid.
        return reply.redirect(redirectTarget(redirectUrl, `${request.protocol}://${request.host}`), 302);
      },
    });
  }

  // The PayPal-shaped links of pay/submit's displayContent: `self` reads a payment (card or wallet), `capture`
  // answers the approved one (Approve already took the money) and refuses any other.
  app.get<TokenParams>(`${WALLET_PATH}/orders/:token`, async (request, reply) => {
    const { found } = locate(app, request, request.params.token, viewPayment);
    return reply.header('cache-control', 'no-store').send(found);
  });
  app.post<TokenParams>(`${WALLET_PATH}/orders/:token/capture`, async (request, reply) => {
    const { world } = locate(app, request, request.params.token, viewPayment);
    return reply.header('cache-control', 'no-store').send(captureWalletPayment(world.state, request.params.token));
  });
}

/**
 * Chromium applies form-action to the redirect after Approve too, so the page names the shop origin it
 * returns to: under the Vite dev server that is http://localhost:5173, not this server's own origin.
 */
function returnOrigins(payment: WalletPayment, requestOrigin: string): string[] {
  const targets = [payment.returnUrl, payment.cancelUrl].map((address) => redirectTarget(address, requestOrigin));
  return [...new Set(targets.filter((target) => !target.startsWith('/')).map((target) => new URL(target).origin))];
}

function tokenOf(request: FastifyRequest<TokenQuery>): string {
  const token = request.body?.token ?? request.query.token;
  return typeof token === 'string' ? token : '';
}

function locate<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  find: (state: State, token: string) => T | null,
): { world: World; found: T } {
  const { worlds } = app.mock;
  const preferred = worldNameOf(request);
  const ordered = worlds.list().sort((a, b) => Number(b.name === preferred) - Number(a.name === preferred));
  for (const world of ordered) {
    // A broken world holds no payment anyone can reach, and must not answer for the world that holds this one.
    if (!token || brokenOf(world) || find(world.state, token) === null) continue;
    // The clock moves first, so a card payment that settled meanwhile is read as approved.
    worlds.tick(world);
    return { world, found: find(world.state, token) ?? unknownPayment() };
  }
  return unknownPayment();
}

function unknownPayment(): never {
  throw notFound('payment.linkUnknown');
}

function checkoutPage(token: string, payment: WalletPayment): string {
  const { title, body, language } = walletPage(token, payment);
  return page(title, body, [], language);
}
