import { DEFAULT_CURRENCY_ID } from '@tours/contract';
import { badRequest } from './errors.js';
import type { CurrencyRow, State, TourRow } from './state.js';

/** The caller's currency; an unknown id is refused rather than silently priced in dollars. */
export function currencyOf(state: State, currencyId: number | undefined | null): CurrencyRow {
  const id = currencyId ?? DEFAULT_CURRENCY_ID;
  const currency = state.currencies.find((c) => c.id === id);
  if (!currency) throw badRequest('currency.unknownId', { id: String(id), field: 'currencyId' });
  return currency;
}

export function convert(usd: number, currency: CurrencyRow): number {
  const factor = 10 ** currency.decimals;
  return Math.round(usd * currency.rate * factor) / factor;
}

/** The "From" price of a card: the group price for group tours, the adult price otherwise (USD). */
export const fromPriceUsd = (tour: Pick<TourRow, 'model' | 'teamPrice' | 'adultPrice'>) =>
  tour.model === 1 && tour.teamPrice !== null ? tour.teamPrice : tour.adultPrice;

export interface Party {
  adultCount: number;
  childCount: number;
  toddlerCount: number;
}

/** USD total of a party: the group pays teamPrice whatever its size; otherwise each person pays their band. */
function partyPriceUsd(tour: TourRow, party: Party): number {
  if (tour.model === 1 && tour.teamPrice !== null) return tour.teamPrice;
  return party.adultCount * tour.adultPrice + party.childCount * tour.childPrice + party.toddlerCount * tour.toddlerPrice;
}

/** The party total converted; rounding the converted total avoids a sum of rounded parts drifting. */
export const partyPrice = (tour: TourRow, party: Party, currency: CurrencyRow) => convert(partyPriceUsd(tour, party), currency);

export const priceModeNames = (model: 1 | 2) => (model === 1 ? { en: 'Per group', cn: '按团' } : { en: 'Per person', cn: '按人' });
