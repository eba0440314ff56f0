import { afterAll, describe, expect, it } from 'vitest';
import { hostNameOf, isAllowedHost, LOOPBACK_HOST_NAMES } from '../src/addressing.js';
import { build } from './build.js';
import { makeFakeWebDist } from './fake-web-dist.js';

const webDist = makeFakeWebDist();
afterAll(webDist.remove);

describe('Host names', () => {
  it('reads the name without its port, brackets kept for IPv6', () => {
    expect(hostNameOf('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:8080')).toBe('[::1]');
    expect(hostNameOf('Shop.Example.COM')).toBe('shop.example.com');
  });

  it('allows a name as given, or under a domain written with a leading dot', () => {
    expect(isAllowedHost('shop.example.com', ['.example.com'])).toBe(true);
    expect(isAllowedHost('example.com', ['.example.com'])).toBe(true);
    expect(isAllowedHost('evilexample.com', ['.example.com'])).toBe(false);
    expect(isAllowedHost('shop.example.com.evil', ['shop.example.com'])).toBe(false);
  });

  it('refuses a name it does not serve with 421 (a rebinding page), and still answers the health and ready checks', async () => {
    const { app } = await build({ webDist: webDist.dir, allowedHosts: LOOPBACK_HOST_NAMES });
    for (const host of ['evil.example', 'evil.example:8080', '127.0.0.1.evil.example']) {
      for (const url of ['/', '/rest/api/product/search', '/productInfo/1']) {
        const answer = await app.inject({ url, headers: { host, accept: 'text/html' } });
        expect(answer.statusCode, `${host} ${url}`).toBe(421);
      }
    }
    expect((await app.inject({ url: '/rest/api/x', headers: { host: 'evil.example' } })).json()).toMatchObject({ code: 421 });
    expect((await app.inject({ url: '/healthz', headers: { host: '10.0.0.7:8080' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz', headers: { host: '10.0.0.7:8080' } })).statusCode).toBe(200);
    for (const host of ['127.0.0.1:8080', 'localhost:8080', '[::1]:8080']) {
      expect((await app.inject({ url: '/', headers: { host, accept: 'text/html' } })).statusCode, host).toBe(200);
    }
  });

  it('answers any name when none are set (a balancer in front checks them)', async () => {
    const { app } = await build({ webDist: webDist.dir, allowedHosts: null });
    expect((await app.inject({ url: '/', headers: { host: 'shop.example.com', accept: 'text/html' } })).statusCode).toBe(200);
  });
});
