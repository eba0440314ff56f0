import { useContext } from 'react';
import type { DemoAccount } from './info-view';
import { type Language, LanguageContext } from './language';
import { counted, type Messages } from './messages';
import { useMessages } from './use-messages';

type Has = Extract<DemoAccount, { inWorld: true }>['has'];

/** The statuses in the order an order moves through them, each with its counted words. */
const ORDER_WORDS = [
  ['unpaid', 'accountUnpaid'],
  ['expired', 'accountExpired'],
  ['booked', 'accountBooked'],
  ['completed', 'accountCompleted'],
  ['refund', 'accountRefunded'],
] as const;

/** A list the language's own way: "a, b, c" in English, "a、b、c" in Chinese. */
const listIn = (language: Language, items: string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' }).format(items);

/** Its orders by status (only the statuses it has), then its favourites, saved cards and message threads. */
function facts(t: Messages, language: Language, has: Has): [orders: string, rest: string] {
  const orders = ORDER_WORDS.filter(([status]) => has.orders[status] > 0).map(([status, key]) => counted(t, key, has.orders[status]));
  const rest = [
    counted(t, 'accountFavourites', has.favourites),
    counted(t, 'accountSavedCards', has.savedCards),
    counted(t, 'accountThreads', has.messageThreads),
  ];
  return [orders.length > 0 ? listIn(language, orders) : t.accountNoOrders, listIn(language, rest)];
}

/** What a demo login has in this world, said in the reader's language from the control plane's counts. */
export function AccountHas({ account }: { account: DemoAccount }) {
  const t = useMessages();
  const language = useContext(LanguageContext);
  if (!account.inWorld) return t.accountNotInWorld;
  const [orders, rest] = facts(t, language, account.has);
  return (
    <>
      {orders}
      <br />
      {rest}
    </>
  );
}
