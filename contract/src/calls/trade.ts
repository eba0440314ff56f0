import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { defineCalls } from '../define-call.js';
import { OrderStatus, orderStatusSchema, payModes } from '../entities/enums.js';
import { orderSchema, priceQuoteSchema } from '../entities/order.js';
import { fieldProblems } from '../field-problems.js';
import { date, id, int, optionalBool, optionalInt, optionalText, pageNo, pageSize, text } from '../fields.js';

const count = () => int().pipe(z.number().int().min(0).max(99));
const time = () => z.string().regex(/^\d{2}:\d{2}$/, fieldProblems.time);

/** The order statuses as a form field carries them: '0', '10', '30', '90'. */
const orderStatusTexts = Object.values(OrderStatus).map(String) as [`${OrderStatus}`, ...`${OrderStatus}`[]];

/** The booking draft: what BOOK NOW stores and what settlement quotes. */
const draftShape = {
  spuId: id(),
  adultCount: count(),
  childCount: count(),
  toddlerCount: count(),
  reservationDate: date(),
  reservationTime: time(),
  currencyId: optionalInt(),
};

export const tradeCalls = defineCalls({
  'trade.order.page': {
    auth: 'required',
    summary: 'The caller’s orders filtered by status (empty = all), with the four status counts.',
    request: z.object({
      pageNo: pageNo(),
      pageSize: pageSize(PAGE_SIZE),
      status: z
        .union([z.literal(''), z.enum(orderStatusTexts), ...orderStatusSchema.options])
        .optional()
        .transform((v) => (v === '' || v === undefined ? undefined : Number(v))),
      commentStatus: optionalBool(),
    }),
    data: z.object({
      page: z.object({ list: z.array(orderSchema), total: z.number().int().min(0) }),
      unpaidCount: z.number().int().min(0),
      bookedCount: z.number().int().min(0),
      pendingReviewCount: z.number().int().min(0),
      refundCount: z.number().int().min(0),
    }),
  },
  'trade.order.get-detail': {
    auth: 'required',
    summary: 'One of the caller’s orders; someone else’s is a 404 envelope.',
    request: z.object({ id: id() }),
    data: orderSchema,
  },
  'trade.order.settlement': {
    auth: 'optional',
    summary: 'Quote a party for a bookable date and time, in the chosen currency.',
    request: z.object(draftShape),
    data: priceQuoteSchema,
  },
  'trade.order.create': {
    auth: 'required',
    summary: 'Create an unpaid order (status 0) held for 30 minutes from the draft and the personal details.',
    request: z.object({
      ...draftShape,
      fullName: text(100).trim().min(1, 'is required'),
      lastName: text(100).trim().min(1, 'is required'),
      email: z.email(fieldProblems.email),
      mobile: optionalText(40),
      areaId: optionalInt(),
      code: optionalText(10),
    }),
    data: z.object({ id: z.number().int(), payOrderId: z.number().int() }),
  },
  'trade.order.pay.submit': {
    auth: 'required',
    summary: 'Start a payment: card fields for payMode card, a PayPal-shaped approval link for quick.',
    request: z.object({
      id: id(),
      payMode: z.enum(payModes),
      returnUrl: text(2000).min(1, 'is required'),
      cancelUrl: text(2000).min(1, 'is required'),
      cardNumber: optionalText(30),
      cardType: optionalText(40),
      cardName: optionalText(100),
      cardExpiry: z.union([z.string().regex(/^\d{4}-\d{2}$/, fieldProblems.month), z.literal('')]).optional(),
      cardSecurityCode: z.union([z.string().regex(/^\d{3,4}$/, fieldProblems.securityCode), z.literal('')]).optional(),
      countryCode: optionalText(10),
      cardAddress: optionalText(200),
      cardArea1: optionalText(200),
      cardArea2: optionalText(200),
      postalCode: optionalText(20),
    }),
    /** displayContent is JSON text: `{ id, status, links: [{ href, rel, method }] }`; links[1] approves. */
    data: z.object({ displayContent: z.string() }),
  },
});
