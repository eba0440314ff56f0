import type { CallName } from '@tours/contract';
import { envelope, type Json, type Mutant, onSuccess } from './mutant';

/**
 * What a Spring backend writes by default and the shop reads as it reads the mock's answers: the contract accepts each
 * form (contract/src/entities/answer-values.ts), so the pact must pass them. One mutant per call whose answers hold
 * such a value in the pact's interactions; the runner fails a mutant that changed no answer.
 */

/** Every null of the answer left out, at any depth, as Jackson's NON_NULL inclusion writes it (list items stay). */
function dropNulls(value: Json): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (inner === null && !Array.isArray(value)) delete value[key];
    else dropNulls(inner);
  }
}

/** Each value under one of the keys, at any depth, replaced by what `edit` makes of it. */
function everyKey(value: Json, keys: ReadonlySet<string>, edit: (found: Json) => Json): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (keys.has(key)) value[key] = edit(inner);
    else everyKey(inner, keys, edit);
  }
}

const AMOUNTS = new Set(['adultPrice', 'childPrice', 'toddlerPrice', 'teamPrice', 'payPrice']);
const PAY_STATUS = new Set(['payStatus']);

/** Answers that hold nulls: a tour without a score or a team price, an unpaid order without a pay time. */
const WITH_NULLS: CallName[] = [
  'product.search',
  'product.detail',
  'member.favorite.list',
  'member.merchant.detail.check',
  'trade.order.page',
];
const WITH_AMOUNTS: CallName[] = [
  'product.search',
  'product.detail',
  'member.favorite.list',
  'member.merchant.detail.check',
  'trade.order.settlement',
  'trade.order.page',
  'trade.order.get-detail',
];
const WITH_PAY_STATUS: CallName[] = ['trade.order.page', 'trade.order.get-detail'];

const nullsLeftOut = (call: CallName): Mutant => ({
  name: 'every null is left out of the answer (Jackson NON_NULL)',
  call,
  harmless: 'the screens read an absent field as null: the default score, no team price, no pay time yet',
  change: envelope(dropNulls),
});

const amountsAsText = (call: CallName): Mutant => ({
  name: 'every amount is its text with two decimals ("89.00", BigDecimal written as a string)',
  call,
  harmless: 'the screens read an amount through Number(), so "89.00" shows as 89 does',
  change: onSuccess((data) => everyKey(data, AMOUNTS, (amount) => (typeof amount === 'number' ? amount.toFixed(2) : amount))),
});

const payStatusAsBit = (call: CallName): Mutant => ({
  name: 'payStatus is 1 or 0 instead of true or false (a bit column)',
  call,
  harmless: 'the screens read payStatus only as truthy (spec §4)',
  change: onSuccess((data) => everyKey(data, PAY_STATUS, (paid) => (typeof paid === 'boolean' ? Number(paid) : paid))),
});

export const SPRING_DEFAULTS: Mutant[] = [
  ...WITH_NULLS.map(nullsLeftOut),
  ...WITH_AMOUNTS.map(amountsAsText),
  ...WITH_PAY_STATUS.map(payStatusAsBit),
];
