import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';
import { answerJson, standInBackendsPerTest } from './stand-in-backend.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);
const backends = standInBackendsPerTest();
const backendAnswering = backends.answering;

describe('ALL /rest/api/*', () => {
  it('forwards method, path, query, JSON body, Authorization and Content-Type, and passes status and body back', async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 201, message: 'Session expired' }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    const answer = await app.inject({
      method: 'PUT',
      url: '/rest/api/member/profile?lang=zh&ids=1,2',
      headers: { authorization: 'token-123', 'content-type': 'application/json; charset=utf-8' },
      payload: { nickname: '旅人' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 201, message: 'Session expired' });
    const [received] = backend.received;
    expect(received?.method).toBe('PUT');
    expect(received?.url).toBe('/rest/api/member/profile?lang=zh&ids=1,2');
    expect(received?.headers.authorization).toBe('token-123');
    expect(received?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(String(received?.body))).toEqual({ nickname: '旅人' });
    // Asked under the backend's own name; the shop's goes along.
    expect(received?.headers.host).toBe(new URL(backend.url).host);
    expect(received?.headers['x-forwarded-host']).toBe('localhost:80');
  });

  it("sends the backend the request's id: the balancer's when usable, else the one the answer carries", async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 200 }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    await app.inject({ url: '/rest/api/product/detail?id=1', headers: { 'x-request-id': 'balancer-42' } });
    const made = await app.inject({ url: '/rest/api/product/detail?id=1', headers: { 'x-request-id': 'not usable: spaces' } });
    expect(backend.received.map((received) => received.headers['x-request-id'])).toEqual(['balancer-42', made.headers['x-request-id']]);
    expect(made.headers['x-request-id']).not.toBe('not usable: spaces');
  });

  it('forwards a form body byte for byte and keeps the base path of --api', async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 200 }));
    const { app } = await build({ webDist: webDist.dir, api: `${backend.url}/shop-backend` });
    const form = 'cityIds=1%2C2&keyword=caf%C3%A9&page=1';
    await app.inject({
      method: 'POST',
      url: '/rest/api/product/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(backend.received[0]?.url).toBe('/shop-backend/rest/api/product/search');
    expect(backend.received[0]?.body.toString()).toBe(form);
  });

  it("passes the backend's error status and envelope back as they are", async () => {
    const backend = await backendAnswering((_request, response) => answerJson(response, 409, { code: 409, message: 'Sold out' }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    const answer = await app.inject({ method: 'POST', url: '/rest/api/trade/order/create' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: 409, message: 'Sold out' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('drops hop-by-hop headers on the way in and cookies or policies a backend tries to set on the way out', async () => {
    const backend = await backendAnswering((_request, response) =>
      answerJson(
        response,
        200,
        { code: 200 },
        { 'set-cookie': 'shop=stolen', 'access-control-allow-origin': '*', 'content-security-policy': 'default-src *' },
      ),
    );
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    const answer = await app.inject({
      url: '/rest/api/dictionary/list',
      headers: {
        'proxy-authorization': 'Basic x',
        te: 'trailers',
        'keep-alive': 'timeout=5',
        connection: 'keep-alive, x-drop-me',
        'x-drop-me': '1',
      },
    });
    const received = backend.received[0]?.headers ?? {};
    for (const name of ['proxy-authorization', 'te', 'keep-alive', 'x-drop-me']) expect(received[name], name).toBeUndefined();
    expect(received['x-forwarded-for']).toBeTypeOf('string');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it("passes the backend's Date on: the shop's hold countdowns run on the backend's clock", async () => {
    const worldClock = 'Tue, 01 Dec 2026 09:30:00 GMT';
    const backend = await backendAnswering((_request, response) => answerJson(response, 200, { code: 200 }, { date: worldClock }));
    const { app } = await build({ webDist: webDist.dir, api: backend.url });
    expect((await app.inject({ url: '/rest/api/trade/order/get-detail?id=1' })).headers.date).toBe(worldClock);
  });

  it('answers the 502 envelope instead of HTML or SVG from the backend, so nothing of it runs on the shop', async () => {
    for (const [type, body] of [
      ['text/html', '<script>alert(1)</script>'],
      ['image/svg+xml', '<svg onload="alert(1)"/>'],
      ['application/javascript', 'alert(1)'],
    ]) {
      const backend = await backendAnswering((_request, response) => {
        response.writeHead(200, { 'content-type': String(type) });
        response.end(body);
      });
      const { app } = await build({ webDist: webDist.dir, api: backend.url });
      const answer = await app.inject({ url: '/rest/api/article/info?id=1' });
      expect(answer.statusCode, type).toBe(502);
      expect(answer.headers['content-type'], type).toMatch(/^application\/json/);
      expect(answer.json(), type).toEqual({ code: 502, message: `The backend ${backend.url} could not be reached` });
    }
  });

  it('answers the 502 envelope when the backend cannot be reached', async () => {
    const { app } = await build({ webDist: webDist.dir });
    const answer = await app.inject({ method: 'POST', url: '/rest/api/product/search' });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ code: 502, message: 'The backend http://127.0.0.1:9 could not be reached' });
  });

  it('answers the 502 envelope when the backend does not answer in time', async () => {
    const backend = await backendAnswering((_request, response) => setTimeout(() => answerJson(response, 200, { code: 200 }), 2_000));
    const { app } = await build({ webDist: webDist.dir, api: backend.url, backendTimeoutMs: 200 });
    const answer = await app.inject({ url: '/rest/api/banner/list' });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().code).toBe(502);
  });

  it('streams an upload to the backend: its first bytes arrive before the browser has sent the rest', async () => {
    let firstBytes: () => void = () => {};
    const firstBytesArrived = new Promise<void>((resolve) => {
      firstBytes = resolve;
    });
    // A backend that reports its first chunk, then answers once the whole body is in.
    const server = createServer((request, response) => {
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        if (size === 0) firstBytes();
        size += chunk.length;
      });
      request.on('end', () => answerJson(response, 200, { code: 200, data: { size, type: request.headers['content-type'] } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    backends.track({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    const { app } = await build({ webDist: webDist.dir, api: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    await app.listen({ port: 0, host: '127.0.0.1' });

    const boundary = 'x-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const part = Buffer.alloc(256 * 1024, 7);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = httpRequest(
        {
          method: 'POST',
          host: '127.0.0.1',
          port: (app.server.address() as AddressInfo).port,
          path: '/rest/api/upload',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      upload.on('error', reject);
      upload.write(head);
      upload.write(part);
      // The rest only once the backend has seen the start: a server that buffered the upload would wait forever.
      void firstBytesArrived.then(() => {
        upload.write(part);
        upload.end(tail);
      });
    });
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      code: 200,
      data: {
        size: Buffer.byteLength(head) + 2 * part.length + Buffer.byteLength(tail),
        type: `multipart/form-data; boundary=${boundary}`,
      },
    });
  });
});

describe('GET <media path>/*', () => {
  it('forwards pictures and video of a backend folder named by --media-path, under a policy where nothing runs', async () => {
    const backend = await backendAnswering((request, response) => {
      response.writeHead(200, { 'content-type': request.url?.includes('.svg') ? 'image/svg+xml' : 'video/mp4', 'accept-ranges': 'bytes' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    const { app } = await build({ webDist: webDist.dir, api: backend.url, mediaPaths: ['/media'] });
    const picture = await app.inject({ url: '/media/tours/1.svg?v=2' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(backend.received[0]?.url).toBe('/media/tours/1.svg?v=2');
    const video = await app.inject({ url: '/media/videos/1.mp4', headers: { range: 'bytes=0-9' } });
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(backend.received[1]?.headers.range).toBe('bytes=0-9');
  });

  it("refuses what is not a picture, a video or a sound (a page would run on the shop's origin), and other folders", async () => {
    const backend = await backendAnswering((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<script>steal()</script>');
    });
    const { app } = await build({ webDist: webDist.dir, api: backend.url, mediaPaths: ['/media'] });
    const page = await app.inject({ url: '/media/evil.svg' });
    expect(page.statusCode).toBe(502);
    expect(page.body).not.toContain('steal');
    expect((await app.inject({ url: '/uploads/1.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/media/1.png' })).statusCode).toBe(404);
    expect(backend.received).toHaveLength(1);
  });

  it("passes a picture the backend refuses as its status, without the refusal's body", async () => {
    const backend = await backendAnswering((request, response) => {
      const busy = request.url?.includes('busy');
      response.writeHead(busy ? 503 : 404, { 'content-type': 'application/json', ...(busy ? { 'retry-after': '5' } : {}) });
      response.end('{"code":404,"message":"<script>steal()</script>"}');
    });
    const { app } = await build({ webDist: webDist.dir, api: backend.url, mediaPaths: ['/media'] });
    const missing = await app.inject({ url: '/media/tours/made-up.png' });
    expect([missing.statusCode, missing.body, missing.headers['content-type']]).toEqual([404, '', undefined]);
    const busy = await app.inject({ url: '/media/tours/busy.png' });
    expect([busy.statusCode, busy.body, busy.headers['retry-after']]).toEqual([503, '', '5']);
  });
});
