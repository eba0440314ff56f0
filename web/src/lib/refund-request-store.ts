import { REFUND_TYPES } from '@tours/contract/rules';
import { z } from 'zod';
import { serverNow } from './server-clock';

/**
 * What the customer sent from the refund request screen, kept in this browser (no call sends it, spec §1)
 * so the result screen can show the type, the instructions and when it was asked for.
 */
const storedRefundRequestSchema = z.object({
  type: z.enum(REFUND_TYPES),
  instructions: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' on the server's clock (UTC), like every other time the shop shows. */
  applicationTime: z.string(),
});
export type StoredRefundRequest = z.infer<typeof storedRefundRequestSchema>;

const keyOf = (orderId: number) => `refundRequest.${orderId}`;

/** The server's 'YYYY-MM-DD HH:mm:ss' text (UTC) of a moment. */
const serverTimeText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export function readRefundRequest(orderId: number): StoredRefundRequest | null {
  try {
    const raw = window.localStorage.getItem(keyOf(orderId));
    if (!raw) return null;
    const parsed = storedRefundRequestSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage refused or an unreadable entry: as if nothing had been stored.
    return null;
  }
}

/** Keeps the request with the application time = now on the server's clock; returns what was kept. */
export function saveRefundRequest(
  orderId: number,
  request: Omit<StoredRefundRequest, 'applicationTime'>,
  now = serverNow(),
): StoredRefundRequest {
  const stored = { ...request, applicationTime: serverTimeText(now) };
  try {
    window.localStorage.setItem(keyOf(orderId), JSON.stringify(stored));
  } catch {
    // Storage refused (private mode quota): the confirmation still shows what was sent on this page view.
  }
  return stored;
}
