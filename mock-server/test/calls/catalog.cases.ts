import { DICT_TYPE_DURATION } from '@tours/contract';
import type { catalogCalls } from '@tours/contract/calls/catalog';
import { expect } from 'vitest';
import { callApi } from '../helper.js';
import type { AreaCases } from './cases.js';

export const catalogCases = {
  'category.list': {
    happy: async (app) => expect((await callApi(app, 'category.list')).data?.length).toBeGreaterThan(0),
    refusal: { payload: { extra: 1 }, code: 400 },
  },
  'ad.list': {
    happy: async (app) => expect((await callApi(app, 'ad.list', { position: 1 })).data?.length).toBeGreaterThan(0),
    refusal: { payload: { position: 'top' }, code: 400 },
  },
  'city.list': {
    happy: async (app) => expect((await callApi(app, 'city.list', { isRecommend: true })).data?.list.length).toBeGreaterThan(0),
    refusal: { payload: { isRecommend: 'maybe' }, code: 400 },
  },
  'language.check': {
    happy: async (app) => expect((await callApi(app, 'language.check', { isSetting: true })).data?.list.length).toBeGreaterThan(0),
    refusal: { payload: { isSetting: 'maybe' }, code: 400 },
  },
  'currency.check': {
    happy: async (app) => expect((await callApi(app, 'currency.check', { isSetting: true })).data?.list.length).toBeGreaterThan(0),
    refusal: { payload: { isSetting: 'maybe' }, code: 400 },
  },
  'dict-data.list': {
    happy: async (app) => expect((await callApi(app, 'dict-data.list', { dictType: DICT_TYPE_DURATION })).data?.length).toBeGreaterThan(0),
    refusal: { payload: { dictType: 'colours' }, code: 400 },
  },
  country: {
    happy: async (app) => expect((await callApi(app, 'country')).data?.length).toBeGreaterThan(100),
    refusal: { payload: { extra: 1 }, code: 400 },
  },
} satisfies AreaCases<keyof typeof catalogCalls>;
