import type { Member } from '@tours/contract';
import { badRequest } from '../errors.js';
import { requireUser } from '../sessions.js';
import type { State, UserRow } from '../state.js';
import type { Handlers } from '../types.js';

function memberView(state: State, user: UserRow): Member {
  const area = state.countries.find((c) => c.id === user.areaId);
  return {
    name: user.name,
    surname: user.surname,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    areaId: user.areaId,
    logo: user.logo,
    fullName: `${user.name} ${user.surname}`.trim(),
    areaName: area?.countryNameEn ?? '',
    currencyId: user.currencyId,
    languageId: user.languageId,
    language: user.language,
  };
}

export const memberHandlers = {
  'member.info': (_input, ctx) => memberView(ctx.state, requireUser(ctx.state, ctx.userId)),

  /**
   * Partial: only the fields sent change; an empty string clears a text field but never the email.
   * The email is proven by its code at registration and this call carries no code, so only the same
   * address (the profile form sends it back) is accepted; taken or free, another is refused alike.
   */
  'member.update': (input, ctx) => {
    const { state } = ctx;
    const user = requireUser(state, ctx.userId);
    if (input.areaId !== undefined && !state.countries.some((c) => c.id === input.areaId)) {
      throw badRequest('country.unknown', { field: 'areaId' });
    }
    if (input.currency !== undefined && !state.currencies.some((c) => c.id === input.currency)) {
      throw badRequest('currency.unknown', { field: 'currency' });
    }
    const language = resolveLanguage(state, input.languageId, input.language);
    const email = input.email?.trim().toLowerCase();
    if (email && email !== user.email) throw badRequest('field.emailFixed', { field: 'email' });
    if (input.nickname !== undefined) user.nickname = input.nickname.trim();
    if (input.logo !== undefined) user.logo = input.logo.trim();
    if (input.mobile !== undefined) user.mobile = input.mobile.trim();
    if (input.name !== undefined && input.name.trim() !== '') user.name = input.name.trim();
    if (input.surname !== undefined && input.surname.trim() !== '') user.surname = input.surname.trim();
    if (input.areaId !== undefined) user.areaId = input.areaId;
    if (input.currency !== undefined) user.currencyId = input.currency;
    if (language) {
      user.languageId = language.id;
      user.language = language.code;
    }
    return null;
  },
} satisfies Partial<Handlers>;

/** The interface language by id or by code ('en', 'zh'); only the two setting languages are accepted. */
function resolveLanguage(state: State, languageId: number | undefined, code: string | undefined) {
  if (languageId === undefined && (code === undefined || code.trim() === '')) return null;
  const wanted = code?.trim().toLowerCase();
  const language = state.languages.find((l) => l.isSetting && (languageId !== undefined ? l.id === languageId : l.code === wanted));
  if (!language) throw badRequest('language.unknown', { field: languageId !== undefined ? 'languageId' : 'language' });
  return language;
}
