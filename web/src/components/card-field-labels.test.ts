import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { labelCardFields } from './card-field-labels';
import { cardFormIssue, emptyCardFormValues } from './card-form-values';

const t = (key: string, options?: { [name: string]: string | number }) => i18n.t(key, options);

describe('labelCardFields', () => {
  it('says a card field the server named by the label the person saw, never by its request name', () => {
    expect(labelCardFields('number: must be a card number', t)).toBe('This card number is not valid.');
    expect(labelCardFields('cardExpiry: is required', t)).toBe('Expiry date is required.');
    expect(labelCardFields('cardSecurityCode: must be 3 or 4 digits', t)).toBe('The security code is 3 or 4 digits.');
    expect(labelCardFields('cardNumber: Your card was declined; please use another card', t)).toBe(
      'Card number: Your card was declined; please use another card',
    );
  });

  it('leaves other messages as they are', () => {
    expect(labelCardFields('This order has expired; please book again', t)).toBe('This order has expired; please book again');
  });
});

describe('cardFormIssue', () => {
  const june2030 = Date.UTC(2030, 5, 15);
  const card = { ...emptyCardFormValues(), payMode: 'card' as const };
  const good = { ...card, cardNumber: '4242 4242 4242 4242', cardExpiry: '2030-06', cardSecurityCode: '123' };

  it('checks nothing for the wallet', () => {
    expect(cardFormIssue({ ...card, payMode: 'quick' }, june2030)).toBeNull();
  });

  it('runs pay/submit’s card checks in the server’s order, on the server’s month', () => {
    expect(cardFormIssue(card, june2030)?.messageKey).toBe('cardCheck.cardNumber.required');
    expect(cardFormIssue({ ...good, cardNumber: '4242 4242 4242 4241' }, june2030)?.messageKey).toBe('cardCheck.cardNumber.invalidNumber');
    expect(cardFormIssue({ ...good, cardExpiry: '' }, june2030)).toEqual({
      field: 'cardExpiry',
      messageKey: 'cardCheck.cardExpiry.required',
    });
    expect(cardFormIssue({ ...good, cardExpiry: '2030-05' }, june2030)?.messageKey).toBe('cardCheck.cardExpiry.expired');
    expect(cardFormIssue({ ...good, cardSecurityCode: '12a' }, june2030)?.messageKey).toBe('cardCheck.cardSecurityCode.securityCodeFormat');
    expect(cardFormIssue(good, june2030)).toBeNull();
  });

  it('asks for the holder’s name only when the card is to be saved', () => {
    expect(cardFormIssue({ ...good, saveCard: true }, june2030)?.field).toBe('cardName');
    expect(cardFormIssue({ ...good, saveCard: true, cardName: 'ADA' }, june2030)).toBeNull();
  });
});
