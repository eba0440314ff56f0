import { type Member, type Order, OrderStatus } from '@tours/contract';

export const memberFixture: Member = {
  ...{ name: 'Ada', surname: 'Lovelace', nickname: 'ada', email: 'ada@example.com', mobile: '555', areaId: 44, logo: '' },
  ...{ fullName: 'Ada Lovelace', areaName: 'United Kingdom', currencyId: 1, languageId: 1, language: 'en' },
};

export function accountOrder(overrides: Partial<Order>): Order {
  return {
    ...{
      id: 9,
      payOrderId: 900,
      status: OrderStatus.Unpaid,
      payStatus: false,
      payPrice: 90,
      payTime: null,
      payExpireTime: '2030-05-10 10:30:00',
    },
    ...{
      commentStatus: false,
      merchantId: 7,
      fullName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '',
      currencyInco: '$',
    },
    items: [
      {
        ...{ id: 31, spuName: 'Tea plantation walk', picUrl: '', score: 4.5, review: 12, reservationDate: '2030-05-12' },
        ...{
          reservationTime: '09:00',
          adultCount: 2,
          childCount: 0,
          chineseLanguageName: '英语',
          priceModeName: '按人',
          priceModeNameEn: 'Per person',
        },
      },
    ],
    ...overrides,
  };
}
