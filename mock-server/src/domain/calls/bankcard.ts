import { BankType, type SavedCard } from '@tours/contract';
import { badRequest, notFound } from '../errors.js';
import { nextId } from '../ids.js';
import { cardDigits, cardTypeOf, isLuhnValid, maskCard } from '../luhn.js';
import { cardPictureUrl } from '../picture-urls.js';
import { requireUser } from '../sessions.js';
import type { CardRow } from '../state.js';
import { formatDateTime } from '../time.js';
import type { Handlers } from '../types.js';

/** Only the last four digits are ever kept: the mock stores no full card number. */
const view = (card: CardRow): SavedCard => ({
  id: card.id,
  bankType: card.bankType,
  bankInco: cardPictureUrl(card.cardType),
  bankNumber: maskCard(card.last4),
  createTime: card.createTime,
  cardName: card.cardName,
  cardType: card.cardType,
});

const checkBankType = (bankType: number) => {
  if (bankType !== BankType.CreditCard) throw badRequest('card.creditOnly', { field: 'bankType' });
};

export const bankcardHandlers = {
  'member.bankcard.check': (input, ctx) => {
    requireUser(ctx.state, ctx.userId);
    checkBankType(input.bankType);
    return { valid: isLuhnValid(input.number), cardType: cardTypeOf(input.number) };
  },

  'member.bankcard.add': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    checkBankType(input.bankType);
    if (!isLuhnValid(input.number)) throw badRequest('card.numberInvalid', { field: 'number' });
    const card: CardRow = {
      id: nextId(ctx.state, 'card'),
      userId: user.id,
      bankType: input.bankType,
      cardType: cardTypeOf(input.number),
      cardName: input.cardName,
      last4: cardDigits(input.number).slice(-4),
      createTime: formatDateTime(ctx.now),
    };
    ctx.state.cards.push(card);
    return view(card);
  },

  'member.bankcard.delete': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    if (!ctx.state.cards.some((c) => c.id === input.id && c.userId === user.id)) throw notFound('card.missing', { id: input.id });
    ctx.state.cards = ctx.state.cards.filter((c) => c.id !== input.id);
    return null;
  },

  'member.bankcard.page': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    const mine = ctx.state.cards.filter((c) => c.userId === user.id).sort((a, b) => b.id - a.id);
    const start = (input.pageNo - 1) * input.pageSize;
    return { list: mine.slice(start, start + input.pageSize).map(view), total: mine.length };
  },
} satisfies Partial<Handlers>;
