import { MatchersV3 } from '@pact-foundation/pact';
import {
  AD_POSITION_BANNER,
  BOOKABLE_STATUS,
  categorySchema,
  codes,
  DICT_TYPE_DURATION,
  DICT_TYPE_START_TIME,
  PAGE_SIZE,
  PriceModel,
  productCardSchema,
} from '@tours/contract';
import * as sample from '@tours/contract/samples';
import { describe, expect, it } from 'vitest';
import { pactArea } from '../support/area';
import { exactPrice } from '../support/exact-price';
import { pinCall } from '../support/interaction';
import { chineseText, currencySymbol, englishText, html } from '../support/pinned-text';
import { shapeOf } from '../support/shape';
import { dataShape } from '../support/shapes';
import { type CatalogueIds, catalogueHolding, exampleTour, pricedTour, states } from '../support/states';

const { eachLike, regex } = MatchersV3;

const pact = pactArea('catalog', [
  'category.list',
  'ad.list',
  'city.list',
  'language.check',
  'currency.check',
  'dict-data.list',
  'country',
  'product.search',
  'product.detail',
  'product.appointment',
  'member.product.comment.page',
  'member.merchant.detail.check',
]);

const { catalogue } = states;

describe('reference lists the header, home page and filters load', () => {
  it('category.list: the list, each tour type named in both languages, each in its own script', async () => {
    const { name, nameEn } = sample.category;
    const body = await pinCall(pact, {
      call: 'category.list',
      scenario: 'the list',
      states: [catalogue],
      payload: {},
      data: eachLike({ ...(shapeOf(categorySchema, sample.category) as object), name: chineseText(name), nameEn: englishText(nameEn) }),
    });
    expect(body.code).toBe(codes.success);
  });

  it.each([
    ['ad.list', 'the list', { position: AD_POSITION_BANNER }, [sample.banner]],
    ['city.list', 'the list', { isRecommend: true }, { list: [sample.city] }],
    // Spec §7 "isRecommend or none": the list page's City filter asks for every city.
    ['city.list', 'every city', {}, { list: [sample.city] }],
    // The tour list's Language filter: every guide language, so no isSetting (docs/backend-questions.md).
    ['language.check', 'the list', {}, { list: [sample.language] }],
    ['currency.check', 'the list', { isSetting: true }, { list: [sample.currency] }],
    // The tour list's Duration and Start time filters, each its own dictionary.
    ['dict-data.list', 'the duration buckets', { dictType: DICT_TYPE_DURATION }, [sample.dictEntry]],
    ['dict-data.list', 'the start-time buckets', { dictType: DICT_TYPE_START_TIME }, [sample.dictEntry]],
    ['country', 'the list', {}, [sample.country]],
  ] as const)('%s: %s', async (name, scenario, payload, data) => {
    const body = await pinCall(pact, { call: name, scenario, states: [catalogue], payload, data: dataShape(name, data) });
    expect(body.code).toBe(codes.success);
  });
});

describe('tours', () => {
  /** The tour list's payload (toSearchPayload): every filter always, empty when not set (spec §2). */
  const listSearch = {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    cityIds: [],
    categoryIds: [],
    keyword: '',
    // Not in spec §7's payload: the search bar's date goes along (docs/backend-questions.md).
    date: '',
    startTime: '',
    duration: '',
    priceMin: '',
    priceMax: '',
    languageIds: [],
    currencyId: 1,
  };

  /** The reference ids a search names, which its catalogue state must hold. */
  const idsOfSearch = (payload: CatalogueIds & { pageNo: number }): CatalogueIds => {
    const { currencyId, cityIds, categoryIds, languageIds } = payload;
    return { currencyId, cityIds, categoryIds, languageIds };
  };
  const tours = [sample.productCard];
  /** The search row and the page of the tour at known prices, as the example answers give them. */
  const pricedRow = {
    ...sample.productCard,
    id: pricedTour.spuId,
    model: PriceModel.PerPerson,
    teamPrice: null,
    adultPrice: pricedTour.adultPrice,
    // The state promises prices, not reviews: a null score is not pinned.
    score: null,
  };
  const filteredSearch = {
    ...listSearch,
    keyword: 'wall',
    cityIds: [1],
    categoryIds: [1, 2],
    date: exampleTour.bookableDate,
    startTime: 'morning',
    priceMin: '50',
    priceMax: '200',
  };
  /** A link to the list with one tour type, a duration and a guide's language: the filters' other kinds of value. */
  const oneOfEachFilter = { ...listSearch, categoryIds: [2], duration: '2-4h', languageIds: [1] };
  it.each([
    ['the tour list, as first opened (no sort chosen)', listSearch, tours],
    ['the tour list sorted by price', { ...listSearch, keyword: 'wall', orderBy: 'adultPrice+ASC' }, tours],
    // Each sort a screen sends, as the list's sort buttons write it: the price toggled, and sales as first chosen and toggled.
    ['the tour list sorted by price, highest first', { ...listSearch, orderBy: 'adultPrice+DESC' }, tours],
    ['the tour list sorted by sales, most first', { ...listSearch, orderBy: 'salesCount+DESC' }, tours],
    ['the tour list sorted by sales, fewest first', { ...listSearch, orderBy: 'salesCount+ASC' }, tours],
    // The kinds of value the filters send once chosen: one city, several tour types, a date, a start time, a price range. Whether any
    // tour passes them all is the seed's business: a list is what is pinned.
    ['the tour list filtered by a city, tour types, a date, a start time and a price range', filteredSearch, []],
    ['the tour list filtered by one tour type, a duration and a guide language', oneOfEachFilter, []],
    ['home’s Popular row', { pageNo: 1, pageSize: PAGE_SIZE, currencyId: 1, recommendHot: true }, tours],
    ['home’s New Routes row', { pageNo: 1, pageSize: PAGE_SIZE, currencyId: 1, recommendNew: true }, tours],
    // The storefront's sitemap pages through every tour, a hundred at a time, in no currency and with no filter.
    ['every tour, a page of a hundred (the sitemap)', { pageNo: 1, pageSize: 100 }, tours],
  ] as const)('searches: %s', async (scenario, payload, found) => {
    const body = await pinCall(pact, {
      call: 'product.search',
      scenario,
      states: [catalogueHolding(idsOfSearch(payload))],
      payload,
      data: dataShape('product.search', found),
    });
    expect(body.code).toBe(codes.success);
  });

  it('finds the tour at known prices by its price, at that price', async () => {
    const { adultPrice, currencyId } = pricedTour;
    const body = await pinCall(pact, {
      call: 'product.search',
      scenario: 'the tour list filtered to one price, which only the tour at known prices has',
      states: [states.knownPrices],
      payload: { ...listSearch, priceMin: String(adultPrice), priceMax: String(adultPrice), currencyId },
      data: eachLike({
        ...(shapeOf(productCardSchema, pricedRow) as object),
        model: PriceModel.PerPerson,
        adultPrice: exactPrice(adultPrice),
        currencyInco: currencySymbol(pricedRow.currencyInco),
      }),
    });
    expect(body.data?.map((row) => row.adultPrice)).toEqual([adultPrice]);
  });

  // The rows above may be priced per person or per group, reviewed or not, so their nullable team price and score are
  // not pinned (a backend may leave a null out). Here the state promises both in every row, so they are.
  it('searches: the tour list, searched by a name that finds tours priced per group with reviews', async () => {
    const body = await pinCall(pact, {
      call: 'product.search',
      scenario: 'the tour list, searched by a name that finds tours priced per group with reviews',
      states: [states.groupPricedTours],
      payload: { ...listSearch, keyword: states.groupPricedTours.parameters.keyword },
      data: dataShape('product.search', [{ ...sample.productCard, model: PriceModel.Group, teamPrice: 480 }], ['*.teamPrice', '*.score']),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads one tour in a currency', async () => {
    const body = await pinCall(pact, {
      call: 'product.detail',
      scenario: 'a tour in the chosen currency',
      states: [states.bookableTour],
      payload: { id: exampleTour.spuId, currencyId: 1 },
      data: dataShape('product.detail', sample.productDetail),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads the tour at known prices with its price', async () => {
    const body = await pinCall(pact, {
      call: 'product.detail',
      scenario: 'the tour at known prices',
      states: [states.knownPrices],
      payload: { id: pricedTour.spuId, currencyId: pricedTour.currencyId },
      data: {
        ...(dataShape('product.detail', { ...sample.productDetail, ...pricedRow }) as object),
        model: PriceModel.PerPerson,
        adultPrice: exactPrice(pricedTour.adultPrice),
        currencyInco: currencySymbol(pricedRow.currencyInco),
      },
    });
    expect(body.data?.adultPrice).toBe(pricedTour.adultPrice);
  });

  it('loads the bookable days of a range with their times', async () => {
    const body = await pinCall(pact, {
      call: 'product.appointment',
      scenario: 'days that are all bookable',
      states: [states.bookableTour],
      payload: { id: exampleTour.spuId, startDate: exampleTour.bookableDate, endDate: exampleTour.bookableDate },
      // The status is the contract's quirk, the Chinese word for bookable, so it is pinned as is: inside eachLike a
      // plain value would be matched by its type only.
      data: eachLike({
        date: regex('^\\d{4}-\\d{2}-\\d{2}$', exampleTour.bookableDate),
        status: regex(`^${BOOKABLE_STATUS}$`, BOOKABLE_STATUS),
        times: eachLike(regex('^\\d{2}:\\d{2}$', exampleTour.bookableTime)),
      }),
    });
    expect(body.data?.[0]?.status).toBe(BOOKABLE_STATUS);
  });

  it('pages the reviews of a tour', async () => {
    const body = await pinCall(pact, {
      call: 'member.product.comment.page',
      scenario: 'the first page of a tour’s reviews',
      states: [states.tourWithReviews],
      payload: { spuId: exampleTour.spuId, pageNo: 1, pageSize: PAGE_SIZE },
      data: dataShape('member.product.comment.page', { list: [sample.review], total: 1 }),
    });
    expect(body.code).toBe(codes.success);
  });

  it('loads a guide’s public profile', async () => {
    const body = await pinCall(pact, {
      call: 'member.merchant.detail.check',
      scenario: 'a guide’s profile with tours and reviews',
      states: [states.guideWithTours],
      payload: { merchantId: exampleTour.merchantId },
      data: {
        ...(dataShape('member.merchant.detail.check', sample.merchantProfile) as object),
        description: html(sample.merchantProfile.description),
      },
    });
    expect(body.code).toBe(codes.success);
  });
});
