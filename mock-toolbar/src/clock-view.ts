import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

const clockView = z.object({ now: z.string(), offsetMs: z.number() });
export type ClockView = z.infer<typeof clockView>;

/** GET, and the answer of POST /__mock/clock/advance and /set: the world's reading. */
export const readClock = async (path = '/clock', body?: unknown): Promise<ClockView> =>
  clockView.parse(await control(path, body === undefined ? 'GET' : 'POST', body));

/** '2026-11-24T09:30:00.000Z' -> '2026-11-24 09:30': the mock's clock zone is UTC, as the shop's times are. */
export const utcReading = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The world's clock: its reading and how far it runs ahead of real time. */
export const clockQuery = () => queryOptions({ queryKey: controlKeys.clock(), queryFn: () => readClock() });
