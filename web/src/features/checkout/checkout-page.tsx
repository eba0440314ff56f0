import { useState } from 'react';
import { tabHoldsBookingDraft } from '../../lib/booking-draft';
import { lazyPart } from '../../lib/lazy-part';
import { NothingToCheckOut } from './nothing-to-check-out';

/**
 * The form and its rules (react-hook-form, the contract's zod schemas) come only with a draft: "nothing to check
 * out", which the server draws for a browser without one, needs none of them.
 */
const CheckoutWithDraft = lazyPart(
  () => import('./checkout-with-draft'),
  (module) => module.CheckoutWithDraft,
);

/** The form's code, for a route about to show it to a tab that holds a draft (app/routes.tsx). */
export async function preloadCheckoutForm(): Promise<void> {
  if (tabHoldsBookingDraft()) await CheckoutWithDraft.preload();
}

/** /checkout: the draft BOOK NOW stored; without one there is nothing to pay, and the page says so. */
export function CheckoutPage() {
  const [holdsDraft] = useState(tabHoldsBookingDraft);
  return holdsDraft ? <CheckoutWithDraft /> : <NothingToCheckOut />;
}
