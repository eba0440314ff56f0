import { type CallDefinition, callNames, calls, fullPath } from '@tours/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { answer, login } from './support.js';

/** Just above the 1 MB body cap of every non-upload call. */
const OVER_CAP = 'x'.repeat(1024 * 1024 + 16);
const BIG_MULTIPART_BOUNDARY = 'oversized-boundary';
const bigMultipart = Buffer.concat([
  Buffer.from(
    `--${BIG_MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  Buffer.alloc(2 * 1024 * 1024),
  Buffer.from(`\r\n--${BIG_MULTIPART_BOUNDARY}--\r\n`),
]);

function oversized(call: CallDefinition, token: string): [string, InjectOptions][] {
  const url = fullPath(call);
  const headers = { authorization: token, accept: 'application/json' };
  return [
    [
      'form body over 1 MB',
      { method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `keyword=${OVER_CAP}` },
    ],
    [
      'JSON body over 1 MB',
      {
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify([{ content: OVER_CAP }]),
      },
    ],
    [
      '2 MB multipart body',
      {
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BIG_MULTIPART_BOUNDARY}` },
        payload: bigMultipart,
      },
    ],
    ['query string of 100 KB', { method: call.method, url: `${url}?account=${'y'.repeat(100 * 1024)}`, headers }],
  ];
}

describe('oversized requests to every call', () => {
  it('answer envelopes below 500 and leave the server serving', { timeout: 60_000 }, async () => {
    const app = await build();
    const token = await login(app, 'demo');
    for (const name of callNames) {
      const call: CallDefinition = calls[name];
      for (const [label, request] of oversized(call, token)) {
        const body = await answer(app, request);
        // POST calls ignore a query string, so only a body can be too large for them.
        if (request.payload !== undefined || call.encoding === 'query') expect(body.code, `${name}: ${label}`).not.toBe(200);
      }
    }
    const after = await answer(app, { method: 'POST', url: '/rest/api/category/list' });
    expect(after.code).toBe(200);
  });
});
