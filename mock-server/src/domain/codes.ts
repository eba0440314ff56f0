import { VERIFICATION_RESEND_SECONDS } from '@tours/contract';
import type { EmailDraft } from './customer-email.js';
import { badRequest, conflict } from './errors.js';
import { nextId, randomCode } from './ids.js';
import type { CodePurpose, State } from './state.js';
import type { TextLanguage } from './text-language.js';
import { addMs, formatDateTime, parseTime } from './time.js';

/** A code lives 10 minutes; the spec only fixes the 60-second resend interval. */
const CODE_TTL_MS = 10 * 60_000;
/** Five guesses in a million: a code cannot be found by trying, only by reading the email. */
const MAX_CODE_ATTEMPTS = 5;
const RESEND_MS = VERIFICATION_RESEND_SECONDS * 1000;

const normalise = (email: string) => email.trim().toLowerCase();

export function sendEmail(state: State, now: Date, email: EmailDraft): void {
  state.outbox.push({ id: nextId(state, 'email'), ...email, to: normalise(email.to), sentAt: formatDateTime(now) });
}

/** What a code is for, as its email says it. */
const CODE_PURPOSE_WORDS: Record<TextLanguage, Record<CodePurpose, string>> = {
  en: { register: 'your account', merchant: 'your merchant application' },
  zh: { register: '注册账户', merchant: '商家入驻申请' },
};

function codeEmail(email: string, purpose: CodePurpose, code: string, language: TextLanguage): EmailDraft {
  const what = CODE_PURPOSE_WORDS[language][purpose];
  return language === 'zh'
    ? { to: email, subject: `您的验证码：${code}`, text: `您用于${what}的验证码是 ${code}，10 分钟内有效。`, language, code }
    : {
        to: email,
        subject: `Your verification code: ${code}`,
        text: `Your verification code for ${what} is ${code}. It expires in 10 minutes.`,
        language,
        code,
      };
}

/**
 * Emails a fresh 6-digit code in the language of the request that asked for it, refusing a resend to the same
 * address and purpose within 60 s.
 */
export function issueCode(state: State, rawEmail: string, purpose: CodePurpose, now: Date, language: TextLanguage): void {
  const email = normalise(rawEmail);
  const previous = state.codes.findLast((c) => c.email === email && c.purpose === purpose);
  if (previous) {
    const waitMs = parseTime(previous.sentAt) + RESEND_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw conflict('code.sentRecently', { count: seconds, field: 'email' });
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
  sendEmail(state, now, codeEmail(email, purpose, code, language));
}

/**
 * Checks and uses up a code; a wrong or expired one is a 400 on the code field. The fifth wrong guess
 * spends the code, so from then on even the right one is refused until a new code is sent.
 */
export function consumeCode(state: State, rawEmail: string, purpose: CodePurpose, code: string, now: Date, field: string): void {
  const email = normalise(rawEmail);
  const entry = state.codes.findLast((c) => c.email === email && c.purpose === purpose);
  if (entry && entry.wrongAttempts >= MAX_CODE_ATTEMPTS) throw badRequest('code.spent', { field });
  if (!entry || entry.used) throw badRequest('code.incorrect', { field });
  if (entry.code !== code) {
    entry.wrongAttempts += 1;
    throw badRequest(entry.wrongAttempts >= MAX_CODE_ATTEMPTS ? 'code.spent' : 'code.incorrect', { field });
  }
  if (parseTime(entry.expiresAt) <= now.getTime()) throw badRequest('code.expired', { field });
  entry.used = true;
}

/** The newest code emailed to an address (any purpose), for the control plane and tests. */
export function latestCode(state: State, email: string): string | null {
  const wanted = normalise(email);
  return state.outbox.findLast((mail) => mail.to === wanted && mail.code !== undefined)?.code ?? null;
}
