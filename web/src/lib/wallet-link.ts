import { z } from 'zod';

const displayContentSchema = z.object({ links: z.array(z.object({ href: z.string(), rel: z.string().optional() })) });

/** The names a wallet gives the link where the payer approves (PayPal's orders API: `approve`, or `payer-action`). */
const APPROVAL_RELS = new Set(['approve', 'payer-action']);

/**
 * The wallet's approval page among pay/submit's displayContent links: the one its `rel` names, wherever it stands, else
 * the second link (spec §4, "the provider's second returned link"), for a provider that names none.
 */
export function walletApprovalHref(displayContent: string): string | null {
  try {
    const parsed = displayContentSchema.safeParse(JSON.parse(displayContent));
    if (!parsed.success) return null;
    const { links } = parsed.data;
    return (links.find((link) => link.rel !== undefined && APPROVAL_RELS.has(link.rel)) ?? links[1])?.href ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the shop may leave for an approval link: only an absolute http(s) address. The shop leaves with a full
 * navigation, so a path (`/checkout?token=…`) would land the payer on the shop's own 404, and another scheme
 * (`javascript:`, `data:`) would run or show whatever the answer held instead of the wallet's page.
 */
export function isWalletPageAddress(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}
