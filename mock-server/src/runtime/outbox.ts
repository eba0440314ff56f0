import { codes } from '@tours/contract';
import { developerRefusal, latestCode, type State } from '../domain/index.js';

type OutboxEmail = State['outbox'][number];

/**
 * The language an email is written in. A world saved before emails recorded it holds English ones and Chinese
 * order emails, whose subjects begin in Chinese ('订单 ...'); a subject starting with a Han character is Chinese.
 */
const languageOf = (email: OutboxEmail): 'en' | 'zh' => email.language ?? (/^\p{Script=Han}/u.test(email.subject) ? 'zh' : 'en');

/** GET /__mock/outbox: the emails the shop "sent", newest first, each with its language, to one address when `to` is given. */
export function outboxView(state: State, to: string | undefined) {
  const address = to?.trim().toLowerCase();
  const emails = state.outbox.filter((email) => !address || email.to.toLowerCase() === address);
  return { emails: emails.map((email) => ({ ...email, language: languageOf(email) })).reverse() };
}

/** GET /__mock/outbox/latest-code: the live code for an email, or a 404 saying none was sent. */
export function latestCodeView(state: State, email: string | undefined) {
  const address = email?.trim() ?? '';
  const code = address ? latestCode(state, address) : null;
  if (!code) throw developerRefusal(codes.notFound, `No verification code was sent to ${address || '(no email given)'}`);
  return { email: address, code };
}
