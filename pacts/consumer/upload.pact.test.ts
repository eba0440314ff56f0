// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not something Node's fetch can send.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { codes } from '@tours/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pactArea } from '../support/area';
import { pinCall } from '../support/interaction';
import { EXAMPLE_TOKEN } from '../support/names';
import { states } from '../support/states';

const { string } = MatchersV3;

const pact = pactArea('upload', ['file.upload']);
const LICENCE = join(import.meta.dirname, '../support/licence.png');

/** The client keeps its token in window.localStorage; a Map stands in for it here. */
beforeAll(() => {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
});

afterAll(() => vi.unstubAllGlobals());

describe('file upload (merchant licences, avatars)', () => {
  it('sends one picture as the multipart field file and gets its address', async () => {
    const body = await pinCall(pact, {
      call: 'file.upload',
      scenario: 'a PNG picture',
      states: [states.loggedIn],
      payload: { file: null },
      token: EXAMPLE_TOKEN,
      upload: { file: new File([readFileSync(LICENCE)], 'licence.png', { type: 'image/png' }), path: LICENCE },
      // Any address: a relative path or an absolute URL (a CDN) both work as an <img> src and a licence link.
      data: string('/media/uploads/1.png'),
    });
    expect(body.code).toBe(codes.success);
  });

  it("sends a visitor's licence without any token: the merchant application is a visitor's form", async () => {
    const body = await pinCall(pact, {
      call: 'file.upload',
      scenario: "a visitor's PNG licence (no session)",
      states: [states.catalogue],
      payload: { file: null },
      upload: { file: new File([readFileSync(LICENCE)], 'licence.png', { type: 'image/png' }), path: LICENCE },
      data: string('/media/uploads/1.png'),
    });
    expect(body.code).toBe(codes.success);
  });
});
