import { DICT_TYPE_DURATION } from '@tours/contract';
import type { Handlers } from '../types.js';

export const referenceHandlers = {
  'category.list': (_input, ctx) => ctx.state.categories,
  'ad.list': (input, ctx) =>
    ctx.state.banners
      .filter((b) => b.position === input.position)
      .map(({ id, picUrl, wapPicUrl, title, videoUrl, url }) => ({ id, picUrl, wapPicUrl, title, videoUrl, url })),
  'city.list': (input, ctx) => ({
    list: ctx.state.cities
      .filter((c) => !input.isRecommend || c.isRecommend)
      .map(({ id, englishName, chineseName, picUrl }) => ({ id, englishName, chineseName, picUrl })),
  }),
  /** isSetting true: the interface languages (English, Chinese); otherwise every guide language. */
  'language.check': (input, ctx) => ({
    list: ctx.state.languages
      .filter((l) => !input.isSetting || l.isSetting)
      .map(({ id, name, chineseName }) => ({ id, name, chineseName })),
  }),
  'currency.check': (_input, ctx) => ({ list: ctx.state.currencies.map(({ id, moneyName, moneyIcon }) => ({ id, moneyName, moneyIcon })) }),
  'dict-data.list': (input, ctx) => (input.dictType === DICT_TYPE_DURATION ? ctx.state.dict.duration : ctx.state.dict.startTime),
  country: (_input, ctx) => ctx.state.countries,
} satisfies Partial<Handlers>;
