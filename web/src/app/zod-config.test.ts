import './zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod under the shop CSP', () => {
  it('parses without its eval probe (jitless), set before zod loads', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ id: z.number() }).parse({ id: 1 })).toEqual({ id: 1 });
  });
});
