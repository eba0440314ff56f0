import { type BookingDraft, type Order, OrderStatus, type ProductCard, type ProductDetail } from '@tours/contract';

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    name: 'Tea plantation walk',
    introduction: 'A morning among the tea terraces.',
    picUrl: '/media/tour-1.svg',
    score: 4.5,
    duration: 3,
    appointmentCount: 12,
    currencyId: 1,
    currencyInco: '$',
    model: 2,
    teamPrice: 300,
    adultPrice: 45,
    teamLimit: 8,
    review: 4,
    cityEnglishName: 'Hangzhou',
    cityChineseName: '杭州',
    merchantId: 7,
    isCollect: false,
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productCard(),
    merchantName: 'Lin Guide',
    merchantInco: '/media/guide-7.svg',
    collectInformation: null,
    sliderPicUrls: ['/media/a.svg', '/media/b.svg', '/media/c.svg', '/media/d.svg', '/media/e.svg', '/media/f.svg', '/media/g.svg'],
    videoUrl: null,
    location: '120.15,30.28',
    cancellationPolicy: 'Free cancellation up to 24 hours before.',
    startTime: '09:00',
    guideLanguage: 'English',
    languageNameEn: 'English',
    billPurchase: 'Tickets included.',
    itineraryDescription: '<p>Walk</p>',
    highlightDescription: '<p>Views</p>',
    detailDescription: '<p>Long text</p>',
    travelContent: 'Tea tasting',
    limitationDescription: 'Not for wheelchairs',
    meetingTypeName: 'Meet at the gate',
    meetingPointDescription: 'North gate of the park',
    ...overrides,
  };
}

/** A complete order for tests; override what the test is about. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 9,
    payOrderId: 900,
    status: OrderStatus.Unpaid,
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

/** A price quote (order/settlement) for two adults at 45: total 90. */
export const quoteFixture = {
  items: [
    {
      adultCount: 2,
      adultPrice: 45,
      childCount: 0,
      childPrice: 20,
      toddlerCount: 0,
      toddlerPrice: 0,
      priceMode: 2,
      spuName: 'Tea walk',
      picUrl: '',
      score: 4,
      review: 1,
      priceModeNameEn: 'Per person',
      priceModeNameCn: '按人',
      languageName: 'English',
    },
  ],
  price: { payPrice: 90 },
  currencyInco: '$',
};

/** A draft as BOOK NOW stores it in session storage. */
export function bookingDraftFixture(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    spuId: 5,
    adultCount: 2,
    childCount: 0,
    toddlerCount: 0,
    reservationDate: '2030-05-12',
    reservationTime: '09:00',
    currencyId: 1,
    ...overrides,
  };
}
