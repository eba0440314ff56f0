import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { control } from './control-api';
import { controlKeys } from './control-keys';

/**
 * GET /__mock/info: the world's name, the demo logins with what each has in this world, and the test cards with what
 * each does (the mock's payment simulator decides by number: mock-server runtime/demo-info.ts).
 */
const infoView = z.object({
  world: z.string(),
  demoAccounts: z.array(z.object({ email: z.string(), password: z.string(), has: z.string() })),
  testCards: z.array(z.object({ name: z.string(), number: z.string(), outcome: z.string() })),
});

export const infoQuery = () => queryOptions({ queryKey: controlKeys.info(), queryFn: async () => infoView.parse(await control('/info')) });
