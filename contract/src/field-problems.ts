import { sortFields } from './constants.js';

/**
 * The words the request schemas refuse a field's value with, where zod's issue alone does not say what the field
 * takes (a pattern, a union of a number and its text, a check in a transform). Named, so a server can say each
 * problem in its caller's language by its name (the mock's message catalogue, keys `field.<name>`), looking the
 * issue's message up here exactly rather than reading its words.
 */
export const fieldProblems = {
  wholeNumber: 'must be an integer',
  number: 'must be a number',
  trueOrFalse: 'must be true or false',
  idList: 'must be a comma-separated list of ids',
  date: 'must be a date YYYY-MM-DD',
  time: 'must be a time HH:mm',
  month: 'must be a month YYYY-MM',
  cardNumber: 'must be a card number',
  securityCode: 'must be 3 or 4 digits',
  emailCode: 'must be the 6-digit code',
  email: 'must be an email address',
  countryCode: 'must be a two-letter country code',
  sort: `must be one of ${sortFields.join(', ')} with +ASC or +DESC`,
} as const;

export type FieldProblem = keyof typeof fieldProblems;
