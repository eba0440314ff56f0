import { z } from 'zod';
import { AD_POSITION_BANNER, DICT_TYPE_DURATION, DICT_TYPE_START_TIME } from '../constants.js';
import { defineCalls } from '../define-call.js';
import {
  bannerSchema,
  categorySchema,
  citySchema,
  countrySchema,
  currencySchema,
  dictEntrySchema,
  languageSchema,
} from '../entities/catalog.js';
import { bool, int, noPayload, optionalBool } from '../fields.js';

export const catalogCalls = defineCalls({
  'category.list': {
    auth: 'none',
    summary: 'Tour categories (Types on the home page, the list filter).',
    request: noPayload(),
    data: z.array(categorySchema),
  },
  'ad.list': {
    auth: 'none',
    summary: 'Adverts of a position; position 1 is the home banner carousel.',
    request: z.object({ position: int().default(AD_POSITION_BANNER) }),
    data: z.array(bannerSchema),
  },
  'city.list': {
    auth: 'none',
    summary: 'Cities; isRecommend narrows to the recommended ones.',
    request: z.object({ isRecommend: optionalBool() }),
    data: z.object({ list: z.array(citySchema) }),
  },
  'language.check': {
    auth: 'none',
    summary: 'Guide languages (isSetting true: the languages offered as settings).',
    request: z.object({ isSetting: bool().optional() }),
    data: z.object({ list: z.array(languageSchema) }),
  },
  'currency.check': {
    auth: 'none',
    summary: 'Currencies a price can be shown in.',
    request: z.object({ isSetting: bool().optional() }),
    data: z.object({ list: z.array(currencySchema) }),
  },
  'dict-data.list': {
    auth: 'none',
    summary: 'Dictionary entries: duration or start-time buckets of the tour list filters.',
    request: z.object({ dictType: z.enum([DICT_TYPE_DURATION, DICT_TYPE_START_TIME]) }),
    data: z.array(dictEntrySchema),
  },
  country: {
    auth: 'none',
    summary: 'Every country or area with phone code and English and Chinese names.',
    request: noPayload(),
    data: z.array(countrySchema),
  },
});
