import { z } from 'zod';

const displayContentSchema = z.object({ links: z.array(z.object({ href: z.string() })) });

/** The wallet's approval page is the second link of pay/submit's displayContent (spec §4). */
export function walletApprovalHref(displayContent: string): string | null {
  try {
    const parsed = displayContentSchema.safeParse(JSON.parse(displayContent));
    return parsed.success ? (parsed.data.links[1]?.href ?? null) : null;
  } catch {
    return null;
  }
}
