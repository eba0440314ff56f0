import { VERIFICATION_RESEND_SECONDS } from '@tours/contract';
import { badRequest, conflict } from './errors.js';
import { nextId, randomCode } from './ids.js';
import type { CodePurpose, State } from './state.js';
import { addMs, formatDateTime, parseTime } from './time.js';

/** A code lives 10 minutes; the spec only fixes the 60-second resend interval. */
const CODE_TTL_MS = 10 * 60_000;
/** Five guesses in a million: a code cannot be found by trying, only by reading the email. */
const MAX_CODE_ATTEMPTS = 5;
const CODE_INCORRECT = 'The verification code is incorrect';
const CODE_SPENT = 'Too many wrong codes; please request a new one';
const RESEND_MS = VERIFICATION_RESEND_SECONDS * 1000;

const normalise = (email: string) => email.trim().toLowerCase();

export function sendEmail(state: State, now: Date, email: { to: string; subject: string; text: string; code?: string }): void {
  state.outbox.push({ id: nextId(state, 'email'), ...email, to: normalise(email.to), sentAt: formatDateTime(now) });
}

/** Emails a fresh 6-digit code, refusing a resend to the same address and purpose within 60 s. */
export function issueCode(state: State, rawEmail: string, purpose: CodePurpose, now: Date): void {
  const email = normalise(rawEmail);
  const previous = state.codes.findLast((c) => c.email === email && c.purpose === purpose);
  if (previous) {
    const waitMs = parseTime(previous.sentAt) + RESEND_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw conflict(`A code was sent less than a minute ago; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, 'email');
    }
  }
  const code = randomCode();
  // Only the newest code of an address counts: older ones stop working once a new one is sent.
  state.codes = state.codes.filter((c) => !(c.email === email && c.purpose === purpose));
  state.codes.push({
    email,
    purpose,
    code,
    sentAt: formatDateTime(now),
    expiresAt: addMs(now, CODE_TTL_MS),
    used: false,
    wrongAttempts: 0,
  });
  const what = purpose === 'register' ? 'your account' : 'your merchant application';
  sendEmail(state, now, {
    to: email,
    subject: `Your verification code: ${code}`,
    text: `Your verification code for ${what} is ${code}. It expires in 10 minutes.`,
    code,
  });
}

/**
 * Checks and uses up a code; a wrong or expired one is a 400 on the code field. The fifth wrong guess
 * spends the code, so from then on even the right one is refused until a new code is sent.
 */
export function consumeCode(state: State, rawEmail: string, purpose: CodePurpose, code: string, now: Date, field: string): void {
  const email = normalise(rawEmail);
  const entry = state.codes.findLast((c) => c.email === email && c.purpose === purpose);
  if (entry && entry.wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest(CODE_SPENT, field);
  if (!entry || entry.used) throw badRequest(CODE_INCORRECT, field);
  if (entry.code !== code) {
    entry.wrongAttempts += 1;
    throw badRequest(entry.wrongAttempts >= MAX_CODE_ATTEMPTS ? CODE_SPENT : CODE_INCORRECT, field);
  }
  if (parseTime(entry.expiresAt) <= now.getTime()) throw badRequest('The verification code has expired; please request a new one', field);
  entry.used = true;
}

/** The newest code emailed to an address (any purpose), for the control plane and tests. */
export function latestCode(state: State, email: string): string | null {
  const wanted = normalise(email);
  return state.outbox.findLast((mail) => mail.to === wanted && mail.code !== undefined)?.code ?? null;
}
