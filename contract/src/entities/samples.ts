import { OrderStatus } from './enums.js';
import type {
  Article,
  AvailabilityDay,
  Banner,
  Blog,
  Category,
  ChatMessage,
  City,
  CollectedItem,
  Country,
  Currency,
  DictEntry,
  Language,
  Member,
  MerchantProfile,
  MessageThread,
  MyReview,
  Order,
  PriceQuote,
  ProductCard,
  ProductDetail,
  Review,
  SavedCard,
} from './index.js';

/** Realistic samples of every entity, shared by the contract tests and handy in other workspaces' tests. */
export const productCard: ProductCard = {
  id: 12,
  name: 'Great Wall at Mutianyu, small group',
  introduction: 'Walk the restored watchtowers with a local guide.',
  picUrl: '/media/tours/xian/2/9/12-1.svg',
  score: 4.6,
  duration: 8,
  appointmentCount: 321,
  currencyId: 1,
  currencyInco: '$',
  model: 2,
  teamPrice: null,
  adultPrice: 89,
  teamLimit: 12,
  review: 57,
  cityEnglishName: 'Beijing',
  cityChineseName: '北京',
  merchantId: 4,
  isCollect: false,
};

export const productDetail: ProductDetail = {
  ...productCard,
  merchantName: 'Li Wei Tours',
  merchantInco: '/media/logos/4.svg',
  collectInformation: null,
  sliderPicUrls: ['/media/tours/xian/2/9/12-1.svg', '/media/tours/xian/2/9/12-2.svg'],
  videoUrl: null,
  location: '116.57,40.43',
  cancellationPolicy: 'Free cancellation up to 24 hours before.',
  startTime: '08:00',
  guideLanguage: '英语',
  languageNameEn: 'English',
  billPurchase: 'Tickets included.',
  itineraryDescription: 'Hotel pick-up, cable car, lunch.',
  highlightDescription: 'Fewer crowds than Badaling.',
  detailDescription: '<p>A full day on the wall.</p>',
  travelContent: 'Transport, lunch, tickets.',
  limitationDescription: 'Not suitable for wheelchairs.',
  meetingTypeName: 'Hotel pick-up',
  meetingPointDescription: 'Lobby of your hotel in the 2nd ring.',
};

export const collectedItem: CollectedItem = { ...productCard, isCollect: true, spuId: 12 };
export const availabilityDay: AvailabilityDay = { date: '2026-12-01', status: '可预约', times: ['08:00', '13:30'] };
export const banner: Banner = {
  picUrl: '/media/banners/china/1.svg',
  wapPicUrl: '/media/banners/china/1-m.svg',
  title: 'Winter in Harbin',
  videoUrl: null,
  url: '#',
};
export const city: City = { id: 1, englishName: 'Beijing', chineseName: '北京' };
export const category: Category = { id: 3, name: '美食', nameEn: 'Food', picUrl: '/media/categories/3.svg' };
export const language: Language = { id: 1, name: 'English', chineseName: '英语' };
export const currency: Currency = { id: 1, moneyName: 'USD', moneyIcon: '$' };
export const dictEntry: DictEntry = { value: 'morning', label: '上午', remark: 'Morning' };
export const country: Country = { id: 44, phoneCode: '+86', countryNameEn: 'China', countryNameCn: '中国', countryCode: 'CN' };
export const article: Article = {
  id: 103,
  title: '条款和条件',
  titleEn: 'Terms and Conditions',
  content: '<p>条款</p>',
  contentEn: '<p>Terms</p>',
  href: null,
  picUrl: null,
  attr01: 'icon-doc',
  createTime: '2026-01-05 10:00:00',
};
export const blog: Blog = {
  id: 8,
  title: 'Ten dumplings worth the queue',
  tagNames: ['food', 'Xi’an'],
  introduction: 'Where locals eat.',
  picUrl: '/media/blogs/xian/8.svg',
  hitCount: 120,
  createTime: '2026-10-01 09:00:00',
  content: '<p>Start at the Muslim quarter.</p>',
  spuInformation: { id: 12, picUrl: '/media/tours/xian/2/9/12-1.svg', name: 'Xi’an food walk', score: 4.8, duration: 3, salesCount: 88 },
};
export const member: Member = {
  name: 'Ada',
  surname: 'Lovelace',
  nickname: 'ada',
  email: 'demo@tours.test',
  mobile: '+44 7700 900123',
  areaId: 77,
  logo: '/media/avatars/1.svg',
  fullName: 'Ada Lovelace',
  areaName: 'United Kingdom',
  currencyId: 1,
  languageId: 1,
  language: 'en',
};
export const savedCard: SavedCard = {
  id: 1,
  bankType: 1,
  bankInco: '/media/cards/visa.svg',
  bankNumber: '**** **** **** 4242',
  createTime: '2026-11-01 12:00:00',
};
export const order: Order = {
  id: 31,
  payOrderId: 9031,
  status: OrderStatus.Booked,
  payStatus: true,
  payPrice: 178,
  payTime: '2026-11-20 10:02:11',
  payExpireTime: '2026-11-20 10:30:00',
  commentStatus: false,
  merchantId: 4,
  fullName: 'Ada',
  lastName: 'Lovelace',
  email: 'demo@tours.test',
  mobile: '+44 7700 900123',
  currencyInco: '$',
  items: [
    {
      id: 41,
      spuName: 'Great Wall at Mutianyu, small group',
      picUrl: '/media/tours/xian/2/9/12-1.svg',
      score: 4.6,
      review: 57,
      reservationDate: '2026-12-01',
      reservationTime: '08:00',
      adultCount: 2,
      childCount: 0,
      chineseLanguageName: '英语',
      priceModeName: '按人',
      priceModeNameEn: 'Per person',
    },
  ],
};
export const priceQuote: PriceQuote = {
  items: [
    {
      adultCount: 2,
      adultPrice: 89,
      childCount: 1,
      childPrice: 45,
      toddlerCount: 0,
      toddlerPrice: 0,
      priceMode: 2,
      spuName: 'Great Wall at Mutianyu, small group',
      picUrl: '/media/tours/xian/2/9/12-1.svg',
      score: 4.6,
      review: 57,
      priceModeNameEn: 'Per person',
      priceModeNameCn: '按人',
      languageName: 'English',
    },
  ],
  price: { payPrice: 223 },
  currencyInco: '$',
};
export const review: Review = {
  userAvatar: '/media/avatars/2.svg',
  userNickname: 'tom',
  commentTime: '2026-11-02 18:00:00',
  scores: 5,
  cotent: '<p>Loved it</p>',
  picUrls: [],
};
export const myReview: MyReview = {
  ...review,
  content: '<p>Loved it</p>',
  guideScores: 5,
  transportationScores: 4,
  priceScores: 5,
  spuInformation: {
    picUrl: '/media/tours/xian/2/9/12-1.svg',
    name: 'Great Wall',
    introduction: 'Walk',
    scores: 4.6,
    duration: 8,
    book: 321,
  },
};
export const messageThread: MessageThread = {
  id: 2,
  merchantId: 4,
  merchantName: 'Li Wei Tours',
  merchantLogo: '/media/logos/4.svg',
  messageContent: 'See you at 8!',
  lastestTime: '2026-11-21 09:00:00',
  noReadCount: 1,
};
export const chatMessage: ChatMessage = { content: 'Is lunch vegetarian?', userId: 1 };
export const merchantProfile: MerchantProfile = {
  logo: '/media/logos/4.svg',
  name: 'Li Wei Tours',
  scores: 4.7,
  reviews: 130,
  cityEn: 'Beijing',
  cityCn: '北京',
  description: '<p>Guide since 2009.</p>',
  merchantRouter: [productCard],
  merchantView: [
    {
      userAvatar: '/media/avatars/2.svg',
      userNickname: 'tom',
      commentTime: '2026-11-02 18:00:00',
      scores: 5,
      content: 'Great',
      picUrls: [],
    },
  ],
};
