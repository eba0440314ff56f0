import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, envelope } from '@tours/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_UPLOAD_FILES } from '../../src/runtime/upload-rules.js';
import { build } from '../helper.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A hand-built multipart body, so the test controls the file name and type byte for byte. */
function multipart(filename: string, type: string, content: Buffer, field = 'file') {
  const boundary = '----mock-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    method: 'POST' as const,
    url: '/rest/api/file/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

async function upload(app: FastifyInstance, request: ReturnType<typeof multipart>) {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(200);
  return envelope(calls['file.upload'].data).parse(response.json());
}

describe('POST /rest/api/file/upload', () => {
  it('is open again after a pact provider state, which seeds the world afresh with no uploads', async () => {
    const app = await build();
    for (let n = 0; n < ANONYMOUS_UPLOAD_FILES; n += 1)
      expect((await upload(app, multipart('photo.png', 'image/png', PNG))).code).toBe(200);
    expect((await upload(app, multipart('photo.png', 'image/png', PNG))).code).not.toBe(200);
    const state = await app.inject({ method: 'POST', url: '/__mock/pact/state', payload: { state: 'the seeded catalogue' } });
    expect(state.statusCode).toBe(200);
    expect((await upload(app, multipart('photo.png', 'image/png', PNG))).code).toBe(200);
  });

  it('stores an image and serves it back with its type', async () => {
    const app = await build();
    const body = await upload(app, multipart('photo.png', 'image/png', PNG));
    expect(body.code).toBe(200);
    expect(body.data).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject({ url: String(body.data) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file above 20 MB with a 413 envelope', async () => {
    const app = await build();
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 1)]);
    expect(await upload(app, multipart('big.png', 'image/png', big))).toEqual({ code: 413, message: 'file: must be at most 20 MB' });
  });

  it('refuses a type that is not an image, video or PDF', async () => {
    const app = await build();
    const body = await upload(app, multipart('page.html', 'text/html', Buffer.from('<script>alert(1)</script>')));
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^file: must be an image/);
  });

  it('refuses content that does not match the declared type', async () => {
    const app = await build();
    const body = await upload(app, multipart('fake.png', 'image/png', Buffer.from('<html></html>')));
    expect(body).toEqual({ code: 400, message: 'file: content is not image/png' });
  });

  it('ignores a hostile file name and writes only inside the upload folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mock-upload-'));
    try {
      const app = await build({ stateFile: join(folder, 'state.json') });
      const body = await upload(app, multipart('../../../etc/evil.png', 'image/png', PNG));
      expect(body.data).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(readdirSync(join(folder, 'uploads'))).toHaveLength(1);
      expect(readdirSync(folder).sort()).toEqual(['state.json', 'state.json.worlds', 'uploads']);
      expect((await app.inject({ url: '/media/uploads/..%2F..%2Fstate.json' })).statusCode).toBe(404);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a form body and a multipart body without the file field', async () => {
    const app = await build();
    const asForm = await app.inject({
      method: 'POST',
      url: '/rest/api/file/upload',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(asForm.json()).toEqual({ code: 400, message: 'Content-Type: must be multipart/form-data' });
    expect(await upload(app, multipart('a.png', 'image/png', PNG, 'other'))).toEqual({ code: 400, message: 'file: is required' });
  });
});
