import type { Order } from '@tours/contract';

/** A complete order for tests; override what the test is about. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 9,
    payOrderId: 900,
    status: 0,
    payStatus: false,
    payPrice: 90,
    payTime: null,
    payExpireTime: '2030-05-10 10:30:00',
    commentStatus: false,
    merchantId: 7,
    fullName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    mobile: '555 0100',
    currencyInco: '$',
    items: [
      {
        ...{ id: 31, spuId: 5, spuName: 'Tea plantation walk', picUrl: '/media/tour-5.svg', score: 4.5, review: 12 },
        ...{ reservationDate: '2030-05-12', reservationTime: '09:00', adultCount: 2, childCount: 1 },
        ...{ chineseLanguageName: '英语', priceModeName: '按人', priceModeNameEn: 'Per person' },
      },
    ],
    payMode: 'card',
    ...overrides,
  };
}
