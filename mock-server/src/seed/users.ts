import { OrderStatus } from '@tours/contract';
import { partyPrice } from '../domain/pricing.js';
import type { CurrencyRow, OrderRow, State, TourRow, UserRow } from '../domain/state.js';
import { DAY_MS, formatDate, formatDateTime } from '../domain/time.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

function user(id: number, account: Account, name: string, surname: string, createTime: string): UserRow {
  return {
    id,
    email: account.email,
    passwordHash: account.passwordHash,
    salt: account.salt,
    name,
    surname,
    nickname: name,
    mobile: `+1 555 01${String(id).padStart(2, '0')}`,
    areaId: null,
    logo: `/media/avatars/${100 + id}.svg`,
    languageId: 1,
    language: 'en',
    currencyId: 1,
    flagEmail: false,
    createTime,
  };
}

export const buildDemoUsers = (state: Pick<State, 'countries'>, createTime: string): UserRow[] => {
  const areaId = state.countries.find((c) => c.countryCode === 'US')?.id ?? null;
  return [
    { ...user(1, DEMO_ACCOUNTS.demo, 'Demo', 'Traveller', createTime), areaId },
    { ...user(2, DEMO_ACCOUNTS.alice, 'Alice', 'Wong', createTime), areaId },
  ];
};

export interface SeedOrder {
  userId: number;
  tour: TourRow;
  status: OrderRow['status'];
  commentStatus: boolean;
  /** Reservation day relative to the seed day. */
  dayOffset: number;
}

/** An order as a real checkout would have left it, dated relative to the seed day. */
export function seedOrder(state: State, spec: SeedOrder, usd: CurrencyRow, dayStartMs: number): OrderRow {
  const { tour, status } = spec;
  const owner = state.users.find((u) => u.id === spec.userId);
  const party = { adultCount: 2, childCount: spec.dayOffset % 2 === 0 ? 1 : 0, toddlerCount: 0 };
  // 09:00 the day before (or earlier for past trips): never after the seed day's midnight.
  const createMs = dayStartMs + Math.min(spec.dayOffset - 3, 0) * DAY_MS - 15 * 3_600_000;
  const id = state.seq.order;
  state.seq.order += 1;
  const itemId = state.seq.orderItem;
  state.seq.orderItem += 1;
  const payOrderId = state.seq.payOrder;
  state.seq.payOrder += 1;
  const paid = status !== OrderStatus.Unpaid;
  return {
    id,
    payOrderId,
    userId: spec.userId,
    status,
    payStatus: paid,
    payPrice: partyPrice(tour, party, usd),
    currencyId: usd.id,
    currencyInco: usd.moneyIcon,
    payTime: paid ? formatDateTime(createMs + 120_000) : null,
    // A seeded unpaid order is held until the end of the next day, so a demo can still pay it.
    payExpireTime: paid ? formatDateTime(createMs + 1_800_000) : formatDateTime(dayStartMs + 2 * DAY_MS - 1000),
    commentStatus: spec.commentStatus,
    merchantId: tour.merchantId,
    fullName: owner?.name ?? 'Guest',
    lastName: owner?.surname ?? 'Guest',
    email: owner?.email ?? 'guest@tours.test',
    mobile: owner?.mobile ?? '',
    payMode: paid ? 'card' : null,
    createTime: formatDateTime(createMs),
    closed: false,
    items: [
      {
        id: itemId,
        spuId: tour.id,
        reservationDate: formatDate(dayStartMs + spec.dayOffset * DAY_MS),
        reservationTime: tour.times[0] ?? '09:00',
        ...party,
        languageId: tour.languageIds[0] ?? 1,
        priceMode: tour.model,
      },
    ],
  };
}
