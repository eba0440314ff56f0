import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/** What a world's pictures cost the Node mock's rasteriser: PNGs drawn, and picture requests refused. */
const pictureCosts = z.object({ drawn: z.number(), drawingMs: z.number(), refusedBusy: z.number(), refusedUnnamed: z.number() });

/** GET /__mock/worlds (the Node mock only): the world this browser is in, and every world; a broken one says why. */
const worldsView = z.object({
  current: z.string(),
  worlds: z.array(
    z.object({
      name: z.string(),
      users: z.number().optional(),
      orders: z.number().optional(),
      pictures: pictureCosts.optional(),
      broken: z.string().optional(),
    }),
  ),
});
export type WorldSummary = z.infer<typeof worldsView>['worlds'][number];

export const worldsQuery = () =>
  queryOptions({ queryKey: controlKeys.worlds(), queryFn: async () => worldsView.parse(await control('/worlds')) });

/** The world every browser starts in: it can be reset but not deleted. */
export const DEFAULT_WORLD = 'default';

/** A world's name in a control-plane path. */
export const worldPath = (name: string) => `/worlds/${encodeURIComponent(name)}`;
