import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/**
 * GET /__mock/overrides and the answer of every clear: the world's overrides, oldest first (the newest matching one
 * answers). The toolbar reads the fields it shows, as a client of the control plane, not the mock server's types.
 */
const overridesView = z.object({
  overrides: z.array(
    z.object({
      id: z.number(),
      call: z.string(),
      match: z.record(z.string(), z.unknown()),
      remaining: z.number().nullable(),
      answer: z.object({ code: z.number() }).optional(),
      lenient: z.boolean(),
      recorded: z.object({ at: z.string() }).optional(),
    }),
  ),
});
export type MockOverride = z.infer<typeof overridesView>['overrides'][number];

export const overridesCall = async (path = '/overrides', method = 'GET'): Promise<MockOverride[]> =>
  overridesView.parse(await control(path, method)).overrides;

const added = z.object({ override: z.object({ id: z.number(), call: z.string() }) });

/** POST /__mock/overrides: the new override's id; a refusal is a ControlRefusal whose message names the field. */
export const addOverride = async (body: unknown) => added.parse(await control('/overrides', 'POST', body)).override;

export const overridesQuery = () => queryOptions({ queryKey: controlKeys.overrides(), queryFn: () => overridesCall() });
