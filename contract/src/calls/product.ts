import { z } from 'zod';
import { PAGE_SIZE, sortDirections, sortFields } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { availabilityDaySchema, productCardSchema, productDetailSchema } from '../entities/product.js';
import { fieldProblems } from '../field-problems.js';
import { date, id, idList, optionalBool, optionalInt, optionalNumber, optionalText, pageNo, pageSize } from '../fields.js';

/** 'adultPrice+ASC'; a client that does not escape the plus sends it as a space, so both are read. */
const orderBy = () =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const [field, direction = 'ASC'] = v.trim().split(/[+ ]/);
      const f = sortFields.find((s) => s === field);
      const d = sortDirections.find((s) => s === direction.toUpperCase());
      if (!f || !d) {
        ctx.addIssue({ code: 'custom', message: fieldProblems.sort });
        return z.NEVER;
      }
      return { field: f, direction: d };
    });

export const productCalls = defineCalls({
  'product.search': {
    auth: 'optional',
    summary: 'Search tours by every filter, sorted and paged, priced in the chosen currency. data is the list.',
    request: z.object({
      pageNo: pageNo(),
      pageSize: pageSize(PAGE_SIZE),
      cityIds: idList(),
      categoryIds: idList(),
      keyword: optionalText(200),
      date: z.union([date(), z.literal('')]).optional(),
      /** Start-time bucket: a value of the mall_starttime_selection dictionary. */
      startTime: optionalText(40),
      /** Duration bucket: a value of the mall_duration_selection dictionary. */
      duration: optionalText(40),
      priceMin: optionalNumber(),
      priceMax: optionalNumber(),
      languageIds: idList(),
      currencyId: optionalInt(),
      orderBy: orderBy(),
      recommendHot: optionalBool(),
      recommendNew: optionalBool(),
    }),
    data: z.array(productCardSchema),
  },
  'product.detail': {
    auth: 'optional',
    summary: 'Every field of one tour; isCollect reflects the caller’s favourites.',
    request: z.object({ id: id(), currencyId: optionalInt() }),
    data: productDetailSchema,
  },
  'product.appointment': {
    auth: 'none',
    summary: 'Availability of a tour for each day of a range (at most 62 days), with the times of each day.',
    request: z.object({ id: id(), startDate: date(), endDate: date() }),
    data: z.array(availabilityDaySchema),
  },
});
