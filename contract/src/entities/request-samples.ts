import { AD_POSITION_BANNER, BlogOrder, DICT_TYPE_START_TIME, PAGE_SIZE } from '../constants.js';
import { OrderStatus } from './enums.js';
import { availabilityDay, member, order, priceQuote } from './samples.js';

/**
 * Realistic payloads of the calls, the request side of samples.ts: the OpenAPI export (openapi-examples.ts)
 * takes each field's example from the sample that shares the most fields with the schema, so a register
 * form gets a person's name and a search gets a tour's keyword. Values are what a client means; the export
 * writes them as form text where the call travels as a form.
 */
const [orderItem] = order.items;
const [quoteItem] = priceQuote.items;

const registration = {
  name: member.name,
  surname: member.surname,
  username: member.email,
  password: 'Demo1234!',
  areaId: member.areaId,
  code: '482913',
  flagEmail: true,
  account: member.email,
};

const tourSearch = {
  pageNo: 1,
  pageSize: PAGE_SIZE,
  cityIds: [1, 2],
  categoryIds: [3],
  keyword: 'Great Wall',
  date: availabilityDay.date,
  startTime: 'morning',
  duration: '4-8h',
  priceMin: 50,
  priceMax: 200,
  languageIds: [1],
  currencyId: 1,
  orderBy: 'adultPrice+ASC',
  recommendHot: true,
  recommendNew: false,
  isRecommend: true,
  isSetting: true,
  position: AD_POSITION_BANNER,
  dictType: DICT_TYPE_START_TIME,
  categoryId: 2,
};

const blogQuery = {
  recommendBanner: false,
  recommendHot: true,
  pageNo: 1,
  pageSize: PAGE_SIZE,
  keyword: 'dumplings',
  cityIds: [1],
  orderBy: BlogOrder.Recommended,
};

const availabilityQuery = { id: 12, startDate: '2026-12-01', endDate: '2026-12-31' };

const bookingDraft = {
  spuId: 12,
  adultCount: quoteItem?.adultCount,
  childCount: quoteItem?.childCount,
  toddlerCount: quoteItem?.toddlerCount,
  reservationDate: orderItem?.reservationDate,
  reservationTime: orderItem?.reservationTime,
  currencyId: 1,
  fullName: order.fullName,
  lastName: order.lastName,
  email: order.email,
  mobile: order.mobile,
  areaId: member.areaId,
  code: '482913',
};

/** The success card of the mock's payment simulator (mock-server/src/domain/payments.ts TEST_CARDS). */
const cardPayment = {
  id: order.payOrderId,
  payMode: 'card',
  returnUrl: `/orderInfo/${order.id}?type=1`,
  cancelUrl: `/orderInfo/${order.id}`,
  cardNumber: '4242424242424242',
  cardType: 'Visa',
  cardName: 'Ada Lovelace',
  cardExpiry: '2030-01',
  cardSecurityCode: '123',
  countryCode: 'GB',
  cardAddress: 'Greater London',
  cardArea1: '12 Marylebone Road',
  cardArea2: 'Flat 3',
  postalCode: 'NW1 5LR',
};

const savedCardInput = { bankType: 1, number: '4242 4242 4242 4242', cardName: 'Ada Lovelace', valid: true };

const profileUpdate = {
  name: member.name,
  surname: member.surname,
  nickname: member.nickname,
  logo: member.logo,
  mobile: member.mobile,
  email: member.email,
  areaId: member.areaId,
  language: member.language,
  languageId: member.languageId,
  currency: member.currencyId,
};

const reviewDraft = {
  guideScores: 5,
  transportationScores: 4,
  priceScores: 5,
  content: 'Our guide knew every watchtower by name.',
  picUrls: '/media/uploads/wall-1.jpg,/media/uploads/wall-2.jpg',
  orderId: order.id,
  orderItemId: orderItem?.id,
};

const merchantApplication = {
  identity: 1,
  merchantName: 'Li Wei Tours',
  identityCode: '91110105MA01ABCD2X',
  contactPerson: 'Guide and owner',
  contactNumber: '+86 138 0013 8000',
  verificationCode: '482913',
  serviceContent: 'Small-group walks on the Great Wall since 2009.',
  picUrl: ['/media/uploads/licence.pdf'],
  email: 'liwei@tours.test',
  region: 'Beijing',
  IDNumber: '110105198001010000',
  areaId: 'CN',
  merchantId: 4,
};

const chatInput = { messageId: 2, merchantId: 4, content: 'Is lunch vegetarian?', pageNo: 1, pageSize: 50 };

/** Answers no entity sample holds: the envelope, the order counts, tokens, and values samples.ts leaves null. */
export const answerParts = {
  code: 200,
  message: 'Success',
  msg: 'Success',
  token: '3f9c2a7e-5b1d-4c8e-9a6f-2d7b1e0c4a58',
  total: 57,
  unpaidCount: 1,
  bookedCount: 2,
  pendingReviewCount: 1,
  refundCount: 0,
  /** file/upload's answer: the stored file's address. */
  data: '/media/uploads/wall-1.jpg',
  /** A card payment's answer (mock-server/src/domain/payments.ts); links[1] is where the shop goes next. */
  displayContent: JSON.stringify({
    id: 'PAY-7f3a9c21',
    status: 'PENDING',
    links: [
      { href: 'http://127.0.0.1:8080/mock-paypal/orders/PAY-7f3a9c21', rel: 'self', method: 'GET' },
      { href: cardPayment.returnUrl, rel: 'return', method: 'GET' },
    ],
  }),
  teamPrice: 499,
  videoUrl: '/media/videos/12.mp4',
  href: '/article?id=103',
  picUrl: '/media/tours/xian/2/9/12-1.svg',
  picUrls: ['/media/uploads/wall-1.jpg'],
  spuId: 12,
  id: 12,
  status: OrderStatus.Booked,
  commentStatus: false,
};

export const requestSamples = [
  registration,
  tourSearch,
  blogQuery,
  availabilityQuery,
  bookingDraft,
  cardPayment,
  savedCardInput,
  profileUpdate,
  reviewDraft,
  merchantApplication,
  chatInput,
];
