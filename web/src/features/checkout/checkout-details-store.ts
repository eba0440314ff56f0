import { STORAGE_BOOKING_DRAFT, VERIFICATION_RESEND_SECONDS } from '@tours/contract/constants';
import { z } from 'zod';
import type { CheckoutValues } from './checkout-values';

/**
 * What a person typed at checkout, kept beside the booking draft in this tab's session storage (spec §3: "checkout
 * adds fullName, lastName, email, mobile, areaId, code"), so a reload gives it back. Never the card: its number, expiry
 * and security code stay in the page. The details belong to one draft, named by when its hold started: a later BOOK
 * NOW starts empty. The moment the code may be asked again is kept too, so a reload neither offers a resend the server
 * would refuse nor locks it past the spec's 60 s.
 */
const DETAILS_KEY = `${STORAGE_BOOKING_DRAFT}.details`;

type PersonalDetails = Pick<CheckoutValues, 'fullName' | 'lastName' | 'email' | 'mobile' | 'areaId' | 'code'>;
/** The form's values as react-hook-form's watch gives them (any field may be missing). */
type TypedValues = { [K in keyof PersonalDetails]?: string };

const storedDetailsSchema = z.object({
  holdStartedAt: z.number(),
  details: z.object({
    fullName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
    areaId: z.string(),
    code: z.string(),
  }),
  /** When Send code may be pressed again (ms, this browser's clock); absent before the first send. */
  resendAt: z.number().optional(),
});
type StoredDetails = z.infer<typeof storedDetailsSchema>;

function readStored(holdStartedAt: number): StoredDetails | null {
  try {
    const raw = window.sessionStorage.getItem(DETAILS_KEY);
    if (!raw) return null;
    const parsed = storedDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.holdStartedAt === holdStartedAt ? parsed.data : null;
  } catch {
    // Storage refused or an unreadable entry: as if nothing had been kept.
    return null;
  }
}

function writeStored(stored: StoredDetails): void {
  try {
    window.sessionStorage.setItem(DETAILS_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode quota): the form still works, a reload just starts it empty.
  }
}

const personalDetailsOf = (values: TypedValues): PersonalDetails => ({
  fullName: values.fullName ?? '',
  lastName: values.lastName ?? '',
  email: values.email ?? '',
  mobile: values.mobile ?? '',
  areaId: values.areaId ?? '',
  code: values.code ?? '',
});

/** The details kept for the draft whose hold started then, or null. */
export const readPersonalDetails = (holdStartedAt: number): PersonalDetails | null => readStored(holdStartedAt)?.details ?? null;

export function savePersonalDetails(holdStartedAt: number, values: TypedValues): void {
  const resendAt = readStored(holdStartedAt)?.resendAt;
  writeStored({ holdStartedAt, details: personalDetailsOf(values), ...(resendAt === undefined ? {} : { resendAt }) });
}

/** Seconds until Send code may be pressed again for this draft: 0 to the spec's 60, whatever the stored moment says. */
export function readResendSecondsLeft(holdStartedAt: number, now = Date.now()): number {
  const resendAt = readStored(holdStartedAt)?.resendAt;
  if (resendAt === undefined) return 0;
  return Math.min(VERIFICATION_RESEND_SECONDS, Math.max(0, Math.ceil((resendAt - now) / 1000)));
}

export function saveResendAt(holdStartedAt: number, resendAt: number): void {
  const details = readStored(holdStartedAt)?.details ?? personalDetailsOf({});
  writeStored({ holdStartedAt, details, resendAt });
}

/** Once the order exists, its details are the order's: nothing is kept for a reload. */
export function clearPersonalDetails(): void {
  try {
    window.sessionStorage.removeItem(DETAILS_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
