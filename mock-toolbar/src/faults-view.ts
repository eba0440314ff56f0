import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CALL_NAMES } from './call-names';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/** '*' (every call) and the registry's call names: what POST /__mock/faults accepts as `call`. */
export const FAULT_CALLS = ['*', ...CALL_NAMES];

/** GET /__mock/faults and the answer of every fault change: the faults per call and the 201 switch. */
const faultsView = z.object({
  sessionExpired: z.boolean(),
  faults: z.record(
    z.string(),
    z.object({ delayMs: z.number(), errorCode: z.number().nullable(), errorMessage: z.string(), failureRate: z.number() }),
  ),
});
export type FaultsView = z.infer<typeof faultsView>;

export const faultsCall = async (path = '/faults', method = 'GET', body?: unknown): Promise<FaultsView> =>
  faultsView.parse(await control(path, method, body));

export const faultsQuery = () => queryOptions({ queryKey: controlKeys.faults(), queryFn: () => faultsCall() });
