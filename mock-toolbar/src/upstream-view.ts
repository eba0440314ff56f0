import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/** The drift report follows the shop's forwarded calls without a reload. */
const FOLLOW_MS = 5000;

/** GET and PUT /__mock/upstream (the Node mock only): the real backend, if any, and which calls this world still mocks. */
const upstreamView = z.object({
  upstream: z.string().nullable(),
  timeoutMs: z.number().nullable(),
  mocked: z.array(z.string()),
  forwarded: z.array(z.string()),
  tokensForwarded: z.boolean().optional(),
  groups: z.array(z.object({ name: z.string(), calls: z.array(z.string()), why: z.string() })),
});
export type UpstreamView = z.infer<typeof upstreamView>;

export const upstreamQuery = () =>
  queryOptions({ queryKey: controlKeys.upstream(), queryFn: async () => upstreamView.parse(await control('/upstream')) });

export const saveMocked = async (mocked: string[]) => upstreamView.parse(await control('/upstream', 'PUT', { mocked }));

/** GET /__mock/drift: where the real backend's answers break the contract, one entry per call and field. */
const driftView = z.object({
  total: z.number(),
  dropped: z.number(),
  entries: z.array(
    z.object({ call: z.string(), path: z.string(), expected: z.string(), got: z.string(), firstSeen: z.string(), count: z.number() }),
  ),
});

export const driftQuery = () =>
  queryOptions({
    queryKey: controlKeys.drift(),
    queryFn: async () => driftView.parse(await control('/drift')),
    refetchInterval: FOLLOW_MS,
  });
