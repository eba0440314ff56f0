import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/world/index.js';
import { type CallOptions, callApi } from './helper.js';

/** Logs a demo account in and returns its token. */
export async function login(app: FastifyInstance, account: keyof typeof DEMO_ACCOUNTS = 'demo', options: CallOptions = {}) {
  const { email, password } = DEMO_ACCOUNTS[account];
  const body = await callApi(app, 'verify.login', { username: email, password }, options);
  expect(body.code).toBe(200);
  if (!body.data) throw new Error('login answered no token');
  return body.data.token;
}

const day = (offset: number, from = new Date()) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The first bookable day and time of the first tour within the coming month. */
export async function bookableSlot(app: FastifyInstance, options: CallOptions = {}) {
  const tours = await callApi(app, 'product.search', { pageSize: 5 }, options);
  for (const tour of tours.data ?? []) {
    const days = await callApi(app, 'product.appointment', { id: tour.id, startDate: day(1), endDate: day(31) }, options);
    const open = days.data?.find((d) => d.status === '可预约' && d.times.length > 0);
    const time = open?.times[0];
    if (open && time) return { spuId: tour.id, reservationDate: open.date, reservationTime: time };
  }
  throw new Error('no bookable slot in the seed');
}

/** An unpaid order of the caller, created through the API as checkout does. */
export async function createOrder(app: FastifyInstance, token: string, options: CallOptions = {}) {
  const slot = await bookableSlot(app, options);
  const draft = { ...slot, adultCount: 2, childCount: 0, toddlerCount: 0, currencyId: 1 };
  const body = await callApi(
    app,
    'trade.order.create',
    { ...draft, fullName: 'Demo', lastName: 'Traveller', email: 'demo@tours.test' },
    { ...options, token },
  );
  expect(body).toMatchObject({ code: 200 });
  if (!body.data) throw new Error('order/create answered no data');
  return body.data;
}
