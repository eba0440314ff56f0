import { welcomeEmail } from '../account-emails.js';
import { consumeCode, issueCode, sendEmail } from '../codes.js';
import { badRequest, conflict } from '../errors.js';
import { nextId, randomHex, sha256Hex } from '../ids.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../login-throttle.js';
import { openSession } from '../sessions.js';
import type { State } from '../state.js';
import { languageOfRequest } from '../text-language.js';
import { formatDateTime } from '../time.js';
import type { Handlers } from '../types.js';

/** The id of an interface language in the world's languages (English 1, Chinese 2 as seeded). */
const settingLanguageId = (state: State, code: string): number | null =>
  state.languages.find((l) => l.isSetting && l.code === code)?.id ?? null;

const hashPassword = (salt: string, password: string) => sha256Hex(`${salt}${password}`);

export const verifyHandlers = {
  'verify.sendCode': (input, ctx) => {
    issueCode(ctx.state, input.account, 'register', ctx.now, languageOfRequest(ctx));
    return null;
  },

  'verify.register': async (input, ctx) => {
    const { state, now } = ctx;
    const email = input.username.trim().toLowerCase();
    if (state.users.some((u) => u.email === email)) throw conflict('email.registered', { field: 'username' });
    if (!state.countries.some((c) => c.id === input.areaId)) throw badRequest('country.unknown', { field: 'areaId' });
    consumeCode(state, email, 'register', input.code, now, 'code');
    const salt = randomHex(8);
    const passwordHash = await hashPassword(salt, input.password);
    // Another register of the same email may have finished while we hashed.
    if (state.users.some((u) => u.email === email)) throw conflict('email.registered', { field: 'username' });
    const id = nextId(state, 'user');
    // A new account (the sign-up page's, or the one checkout makes on the fly) speaks the language it was made in,
    // as if the visitor had saved it in settings: the shop was in that language, and later emails follow it.
    const language = languageOfRequest(ctx);
    state.users.push({
      id,
      email,
      passwordHash,
      salt,
      name: input.name.trim(),
      surname: input.surname.trim(),
      nickname: input.name.trim(),
      mobile: '',
      areaId: input.areaId,
      logo: `/media/avatars/${100 + id}.svg`,
      languageId: settingLanguageId(state, language),
      language,
      currencyId: 1,
      flagEmail: input.flagEmail ?? false,
      createTime: formatDateTime(now),
    });
    sendEmail(state, now, welcomeEmail(email, input.name.trim(), language));
    return { token: openSession(state, id, now, ctx.sessionTtlMs, language) };
  },

  'verify.login': async (input, ctx) => {
    const { state, now } = ctx;
    const email = input.username.trim().toLowerCase();
    assertLoginAllowed(state, email, now);
    const user = state.users.find((u) => u.email === email);
    // Hash even for an unknown email, so both refusals take the same time.
    const hash = await hashPassword(user?.salt ?? 'no-such-user', input.password);
    // Logins sent together all pass the first check; the ones judged after the lock are refused too.
    assertLoginAllowed(state, email, now);
    if (!user || hash !== user.passwordHash) {
      recordLoginFailure(state, email, now);
      // Not saying which half was wrong, so accounts cannot be probed.
      throw badRequest('login.failed', { field: 'password' });
    }
    clearLoginFailures(state, email);
    return { token: openSession(state, user.id, now, ctx.sessionTtlMs, ctx.language) };
  },
} satisfies Partial<Handlers>;
