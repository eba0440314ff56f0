import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callRequest } from '../helper.js';
import { expectApiHeaders } from '../robustness/security-header-checks.js';
import { type StandIn, startStandIn, stop } from './stand-in.js';

let backend: StandIn;
beforeAll(async () => {
  backend = await startStandIn();
});
afterAll(() => stop(backend));

describe('--upstream: the headers of a forwarded answer', () => {
  it('are those of every API answer: onSend runs for a reply sent from the forwarding hook', async () => {
    const app = await build({ upstream: { url: backend.base } });
    const response = await app.inject(callRequest('category.list'));
    expect(response.json().data[0].nameEn).toBe('Hiking (real backend)');
    expectApiHeaders(response);
  });
});
