import { type Json, type Mutant, onSuccess } from './mutant';

/**
 * Backends that keep the wallet payload's shape but change its approval link (the link named `approve`). The shop
 * leaves for that page with a full navigation, so the link must be absolute: a path lands the payer on the shop's own
 * 404. Where the wallet lives, and over http or https, is the backend's to choose.
 */

const APPROVAL_RELS = new Set(['approve', 'payer-action']);

/** Only the wallet's answer (payMode=quick) has an approval link: a card's answer passes as it is. */
const approvalLink = (edit: (href: string) => string): Mutant['change'] => {
  const change = onSuccess((data) => {
    const payload = JSON.parse(data.displayContent);
    for (const link of payload.links as Json[]) if (APPROVAL_RELS.has(link.rel)) link.href = edit(link.href);
    data.displayContent = JSON.stringify(payload);
  });
  return (answer, request) => (request.includes('payMode=quick') ? change(answer) : answer);
};

export const WALLET_LINKS: Mutant[] = [
  {
    name: "the wallet's approval link is relative (/checkout?token=…), same shape",
    call: 'trade.order.pay.submit',
    breaks: "the payer is sent to /checkout on the shop's own origin: its 404, never the approval page",
    change: approvalLink((href) => {
      const url = new URL(href);
      return `/checkout${url.search}`;
    }),
  },
  {
    name: "the wallet's approval link is on another host, over https (https://www.paypal.example/checkoutnow?token=…)",
    call: 'trade.order.pay.submit',
    harmless: 'the shop navigates to any absolute http(s) approval link, wherever the wallet lives',
    change: approvalLink((href) => `https://www.paypal.example/checkoutnow${new URL(href).search}`),
  },
];
