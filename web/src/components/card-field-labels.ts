import { ApiError } from '../api/errors';
import { shopperMessage, type Translate } from '../lib/shopper-message';

/**
 * A card call's refusal (pay/submit, save-card) as the person reads it: a 400 envelope names the field as the server
 * spells it ("number: must be a card number"); the card form's own label and words replace it (lib/shopper-message.ts).
 */
export const labelCardFields = (message: string, t: Translate): string => shopperMessage(message, t);

/** A failed card call rethrown with its field labelled, so the error policy's toast names what the person saw. */
export function withCardLabels(error: unknown, t: Translate): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError({ ...error.envelope, message: labelCardFields(error.message, t) });
}
