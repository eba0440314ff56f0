import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { savedCardSchema } from '../entities/order.js';
import { fieldProblems } from '../field-problems.js';
import { id, paged, pageNo, pageSize, text } from '../fields.js';
import { unreadData } from '../unread-data.js';

const cardPayload = () =>
  z.object({
    bankType: id(),
    number: z.string().regex(/^[\d ]{12,23}$/, fieldProblems.cardNumber),
    cardName: text(100).trim().min(1, 'is required'),
  });

export const bankcardCalls = defineCalls({
  'member.bankcard.check': {
    auth: 'required',
    summary: 'Check a card number (Luhn) and tell its type, without saving it.',
    request: cardPayload(),
    // The answer's shape is the mock's own (docs/backend-questions.md): the shop reads only an explicit
    // `valid: false`, and takes code 200 without it as a pass.
    data: z.object({ valid: z.boolean(), cardType: z.string() }).partial().nullable(),
  },
  'member.bankcard.add': {
    auth: 'required',
    summary: 'Save a card; the number is kept masked.',
    request: cardPayload(),
    data: savedCardSchema,
  },
  'member.bankcard.delete': {
    auth: 'required',
    summary: 'Delete one of the caller’s saved cards.',
    request: z.object({ id: id() }),
    data: unreadData(),
  },
  'member.bankcard.page': {
    auth: 'required',
    summary: 'The caller’s saved cards, paged (path chosen here: the spec does not show it).',
    request: z.object({ pageNo: pageNo(), pageSize: pageSize(PAGE_SIZE) }),
    data: paged(savedCardSchema),
  },
});
