import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserWorld } from '../../src/browser/index.js';
import { seededHere } from '../../src/browser/seed-here.js';
import { mockHandlers } from '../../src/msw/index.js';
import { build } from '../helper.js';
import { fetchSender, injectSender, type Send } from './drivers.js';
import { CLOCK_START, runScript } from './script.js';
import { Transcript } from './transcript.js';

/**
 * One domain, two adapters (DESIGN "Browser preview"): the scripted journey run through the Fastify app
 * (app.inject) and through the MSW handlers (msw/node, fetch to an origin no server has) must answer the
 * same, request by request. Date is frozen (only Date: timers still run), so both worlds are seeded on the
 * same day and their clocks read the same instant; only values random by design are masked (transcript.ts).
 * A difference is a bug in one adapter.
 */
/**
 * Both stacks are reached under this one name, so the absolute links they build from the request (the
 * wallet's approval link) match: a *.localhost name, since the Node mock answers loopback names only.
 */
const PREVIEW_HOST = 'preview.localhost';
const FROZEN_AT = new Date(Date.parse(CLOCK_START) - 3_600_000);

/** The stack's run of the script, and why it stopped early if it did (the steps before still compare). */
async function transcriptOf(send: Send): Promise<{ transcript: Transcript; stopped: string | null }> {
  const transcript = new Transcript(send);
  try {
    await runScript(transcript);
    return { transcript, stopped: null };
  } catch (error) {
    return { transcript, stopped: error instanceof Error ? error.message : String(error) };
  }
}

describe('the Fastify and MSW adapters answer alike', () => {
  const world = { current: null as BrowserWorld | null };
  const server = setupServer();

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_AT });
    world.current = await seededHere();
    server.use(...mockHandlers(world.current));
    server.listen({ onUnhandledRequest: 'error' });
  });

  afterAll(() => {
    server.close();
    vi.useRealTimers();
  });

  it('for the scripted journey and its refusals', async () => {
    const node = await transcriptOf(injectSender(await build(), PREVIEW_HOST));
    expect(node.stopped, 'the Node mock ran the whole script').toBeNull();
    const msw = await transcriptOf(fetchSender(`http://${PREVIEW_HOST}`));

    // Step by step, so the first difference is the one reported, with its label and a diff.
    for (const [index, answer] of msw.transcript.entries.entries()) {
      const expected = node.transcript.entries[index];
      expect(answer, `step ${index + 1}: ${expected?.label} (MSW answer vs the Node mock's)`).toEqual(expected);
    }
    expect(msw.stopped, 'the MSW handlers ran the whole script').toBeNull();
    expect(msw.transcript.entries).toHaveLength(node.transcript.entries.length);
  });
});
