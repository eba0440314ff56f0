import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CACHING } from '../src/drawn-page-caching.js';
import { DEFAULT_PAGE_CACHE_SECONDS } from '../src/page-cache.js';
import { FIRST_VISIT_DEADLINE_MS, PAGE_DEADLINE_MS } from '../src/pages.js';
import { DEFAULT_RENDER_QUEUE, DEFAULT_RENDER_THREADS } from '../src/render-pool.js';
import { DEFAULT_HOST, DEFAULT_PORT, readSettings, USAGE } from '../src/settings.js';
import { DEFAULT_SITEMAP_CACHE_SECONDS } from '../src/sitemap.js';

const WEB_DIST = '/srv/web/dist';
const read = (argv: string[], env: NodeJS.ProcessEnv = {}) => readSettings(argv, env, () => WEB_DIST);

describe('readSettings', () => {
  it('takes --api and falls back to the default port, host and web dist', () => {
    expect(read(['--api', 'https://api.example.com/'])).toEqual({
      api: 'https://api.example.com',
      port: DEFAULT_PORT,
      host: DEFAULT_HOST,
      webDist: WEB_DIST,
      cspAllow: [],
      mediaPaths: [],
      pageCacheSeconds: DEFAULT_PAGE_CACHE_SECONDS,
      pageDeadlineMs: PAGE_DEADLINE_MS,
      firstVisitDeadlineMs: FIRST_VISIT_DEADLINE_MS,
      sharedCaching: DEFAULT_SHARED_CACHING,
      shellOnly: false,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      forwardHeaders: [],
      renderThreads: DEFAULT_RENDER_THREADS,
      renderQueue: DEFAULT_RENDER_QUEUE,
      varyCookies: [],
      siteUrl: null,
      sitemapCacheSeconds: DEFAULT_SITEMAP_CACHE_SECONDS,
      metricsPort: null,
    });
    expect(read(['--api', 'https://api.example.com', '--shell-only']).shellOnly).toBe(true);
  });

  it('answers the loopback names only on loopback, any name elsewhere, and the names given wherever it listens', () => {
    const api = ['--api', 'https://api.example.com'];
    expect(read([...api, '--host', '::1']).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(read([...api, '--host', '0.0.0.0']).allowedHosts).toBeNull();
    expect(
      read([...api, '--host', '0.0.0.0', '--allowed-host', 'Shop.Example.com', '--allowed-host', '.cdn.example']).allowedHosts,
    ).toEqual(['shop.example.com', '.cdn.example']);
    expect(read(api, { ALLOWED_HOSTS: 'shop.example.com, www.shop.example.com' }).allowedHosts).toEqual([
      'shop.example.com',
      'www.shop.example.com',
    ]);
    expect(() => read([...api, '--allowed-host', 'http://shop.example.com'])).toThrow(
      /--allowed-host "http:\/\/shop.example.com" is not a host name/,
    );
    expect(read([...api, '--forward-header', 'X-Tenant']).forwardHeaders).toEqual(['x-tenant']);
    expect(() => read([...api, '--forward-header', 'x tenant'])).toThrow(/is not a header name/);
  });

  it('reads every list and switch from the environment too, comma-separated, and lets flags win over them', () => {
    const api = ['--api', 'https://api.example.com'];
    const env = {
      WEB_DIST: '/opt/shop/web/dist',
      CSP_ALLOW: 'https://maps.example.com, https://tiles.example.com',
      MEDIA_PATHS: '/media,/files/pictures',
      FORWARD_HEADERS: 'X-Tenant',
      VARY_COOKIES: 'mock-world,tenant',
      SHELL_ONLY: 'true',
    };
    expect(read(api, env)).toMatchObject({
      webDist: '/opt/shop/web/dist',
      cspAllow: ['https://maps.example.com', 'https://tiles.example.com'],
      mediaPaths: ['/media', '/files/pictures'],
      forwardHeaders: ['x-tenant'],
      varyCookies: ['mock-world', 'tenant'],
      shellOnly: true,
    });
    expect(
      read(
        [...api, '--web-dist', '/srv/other', '--media-path', '/pictures', '--vary-cookie', 'world', '--csp-allow', 'https://a.example'],
        env,
      ),
    ).toMatchObject({ webDist: '/srv/other', mediaPaths: ['/pictures'], varyCookies: ['world'], cspAllow: ['https://a.example'] });
    // The repository's build is looked for only when nothing names one: an image without the repository starts.
    const noRepository = () => {
      throw new Error('no @tours/web package here');
    };
    expect(readSettings(api, { WEB_DIST: '/app/web-dist' }, noRepository).webDist).toBe('/app/web-dist');
    expect(read(api, { SHELL_ONLY: '0' }).shellOnly).toBe(false);
    expect(read(api, { SHELL_ONLY: '1' }).shellOnly).toBe(true);
    expect(() => read(api, { SHELL_ONLY: 'yes' })).toThrow(/SHELL_ONLY "yes" must be 1 or true/);
    expect(() => read(api, { MEDIA_PATHS: '/assets' })).toThrow(/must be a folder such as \/media/);
    expect(() => read(api, { VARY_COOKIES: 'a b' })).toThrow(/is not a cookie name/);
  });

  it('reads API_URL, PORT and HOST from the environment, and lets flags win over them', () => {
    const env = { API_URL: 'http://backend.internal:8080/base', PORT: '8081', HOST: '0.0.0.0' };
    expect(read([], env)).toMatchObject({ api: 'http://backend.internal:8080/base', port: 8081, host: '0.0.0.0' });
    expect(read(['--api=https://other.example.com', '--port', '9000', '--host', '::1'], env)).toMatchObject({
      api: 'https://other.example.com',
      port: 9000,
      host: '::1',
    });
  });

  it('names a missing --api in one line with an example', () => {
    expect(() => read([])).toThrow("--api: missing; give the backend's base URL, e.g. --api https://api.example.com");
    expect(() => read(['--port', '80'], { API_URL: '' })).toThrow(/^--api: missing/);
  });

  it.each([
    ['ftp://api.example.com', /http:\/\/ or https:\/\//],
    ['https://user:secret@api.example.com', /user name or password/],
    ['https://api.example.com/?key=1', /without \?query or #fragment/],
    ['https://api.example.com/#top', /without \?query or #fragment/],
    ['not a url', /is not a URL/],
  ])('refuses --api %s, naming the problem', (api, problem) => {
    expect(() => read(['--api', api])).toThrow(problem);
  });

  it('says API_URL when the bad value came from the environment', () => {
    expect(() => read([], { API_URL: 'ftp://x' })).toThrow(/^API_URL "ftp:\/\/x"/);
  });

  it('refuses a port that is not one, and an unknown flag', () => {
    expect(() => read(['--api', 'http://a.test', '--port', 'eighty'])).toThrow('--port "eighty" is not a port number (0-65535)');
    expect(() => read(['--api', 'http://a.test'], { PORT: '70000' })).toThrow('PORT "70000" is not a port number (0-65535)');
    expect(() => read(['--api', 'http://a.test', '--verbose'])).toThrow(/Unknown option '--verbose'; see --help$/);
  });

  it('takes repeated --csp-allow origins and refuses anything that is not an origin', () => {
    expect(
      read(['--api', 'http://a.test', '--csp-allow', 'https://maps.example.com/', '--csp-allow', 'https://tiles.example.com']).cspAllow,
    ).toEqual(['https://maps.example.com', 'https://tiles.example.com']);
    expect(() => read(['--api', 'http://a.test', '--csp-allow', 'https://maps.example.com/embed'])).toThrow(/must be an origin only/);
    expect(() => read(['--api', 'http://a.test', '--csp-allow', "'unsafe-eval'"])).toThrow(/is not a URL/);
  });

  it("takes the shop's public address as an origin, from --site-url or SITE_URL, and refuses a path or another scheme", () => {
    expect(read(['--api', 'http://a.test', '--site-url', 'https://tours.example.com/']).siteUrl).toBe('https://tours.example.com');
    expect(readSettings(['--api', 'http://a.test'], { SITE_URL: 'http://shop.test:8080' }, () => WEB_DIST).siteUrl).toBe(
      'http://shop.test:8080',
    );
    expect(() => read(['--api', 'http://a.test', '--site-url', 'https://tours.example.com/zh'])).toThrow(
      /--site-url .* must be an origin only/,
    );
    expect(() => read(['--api', 'http://a.test', '--site-url', 'ftp://tours.example.com'])).toThrow(/must be an origin only/);
    expect(() => readSettings(['--api', 'http://a.test'], { SITE_URL: 'tours' }, () => WEB_DIST)).toThrow(/SITE_URL "tours" is not a URL/);
  });

  it('takes repeated --media-path folders and refuses the root, the assets, the API or anything not a plain folder', () => {
    expect(read(['--api', 'http://a.test', '--media-path', '/media/', '--media-path', '/files/pictures']).mediaPaths).toEqual([
      '/media',
      '/files/pictures',
    ]);
    for (const path of ['/', 'media', '/assets', '/rest/api', '/media/../x', '/me dia']) {
      expect(() => read(['--api', 'http://a.test', '--media-path', path]), path).toThrow(/must be a folder such as \/media/);
    }
  });

  it('takes the page cache and deadline from flags or the environment, and refuses what is not a whole number', () => {
    expect(
      read(['--api', 'http://a.test', '--page-cache', '0', '--page-deadline', '2500', '--first-visit-deadline', '5000']),
    ).toMatchObject({
      pageCacheSeconds: 0,
      pageDeadlineMs: 2500,
      firstVisitDeadlineMs: 5000,
    });
    expect(
      read(['--api', 'http://a.test'], { PAGE_CACHE_SECONDS: '30', PAGE_DEADLINE_MS: '400', FIRST_VISIT_DEADLINE_MS: '900' }),
    ).toMatchObject({
      pageCacheSeconds: 30,
      pageDeadlineMs: 400,
      firstVisitDeadlineMs: 900,
    });
    expect(() => read(['--api', 'http://a.test', '--page-cache', '5s'])).toThrow('--page-cache "5s" is not a whole number');
    expect(() => read(['--api', 'http://a.test'], { PAGE_DEADLINE_MS: '-1' })).toThrow('PAGE_DEADLINE_MS "-1" is not a whole number');
  });

  it('takes the render threads and queue from flags or the environment; at least one thread', () => {
    expect(read(['--api', 'http://a.test', '--render-threads', '3', '--render-queue', '0'])).toMatchObject({
      renderThreads: 3,
      renderQueue: 0,
    });
    expect(read(['--api', 'http://a.test'], { RENDER_THREADS: '2', RENDER_QUEUE: '20' })).toMatchObject({
      renderThreads: 2,
      renderQueue: 20,
    });
    expect(DEFAULT_RENDER_THREADS).toBeGreaterThanOrEqual(1);
    expect(() => read(['--api', 'http://a.test', '--render-threads', '0'])).toThrow(/--render-threads "0" must be 1 to 64/);
    expect(() => read(['--api', 'http://a.test'], { RENDER_THREADS: '100' })).toThrow(/RENDER_THREADS "100" must be 1 to 64/);
    expect(() => read(['--api', 'http://a.test', '--render-queue', 'many'])).toThrow('--render-queue "many" is not a whole number');
  });

  it('takes repeated --vary-cookie names and refuses what is not a cookie name', () => {
    expect(read(['--api', 'http://a.test', '--vary-cookie', 'mock-world', '--vary-cookie', 'region']).varyCookies).toEqual([
      'mock-world',
      'region',
    ]);
    for (const name of ['', 'a=b', 'a;b', 'a b']) {
      expect(() => read(['--api', 'http://a.test', '--vary-cookie', name]), name).toThrow(/is not a cookie name/);
    }
  });

  it("reads how long a CDN may keep a first visit's page from flags or the environment", () => {
    const api = ['--api', 'https://api.example.com'];
    expect(read([...api, '--shared-cache', '0']).sharedCaching).toEqual({ seconds: 0, staleSeconds: DEFAULT_SHARED_CACHING.staleSeconds });
    expect(read(api, { SHARED_CACHE_SECONDS: '300', SHARED_STALE_SECONDS: '30' }).sharedCaching).toEqual({
      seconds: 300,
      staleSeconds: 30,
    });
    expect(() => read([...api, '--shared-cache', 'a minute'])).toThrow('--shared-cache "a minute" is not a whole number');
  });

  it('reads how long a built sitemap is kept from --sitemap-cache or SITEMAP_CACHE_SECONDS, and says so in --help', () => {
    const api = ['--api', 'https://api.example.com'];
    expect(DEFAULT_SITEMAP_CACHE_SECONDS).toBe(600);
    expect(read([...api, '--sitemap-cache', '0']).sitemapCacheSeconds).toBe(0);
    expect(read(api, { SITEMAP_CACHE_SECONDS: '120' }).sitemapCacheSeconds).toBe(120);
    expect(read([...api, '--sitemap-cache', '30'], { SITEMAP_CACHE_SECONDS: '120' }).sitemapCacheSeconds).toBe(30);
    expect(() => read(api, { SITEMAP_CACHE_SECONDS: 'ten minutes' })).toThrow('SITEMAP_CACHE_SECONDS "ten minutes" is not a whole number');
    expect(USAGE).toMatch(/--sitemap-cache <s> .*\n.*SITEMAP_CACHE_SECONDS; default 600/);
  });

  it('serves no figures unless --metrics-port or METRICS_PORT names a port, and says so in --help', () => {
    const api = ['--api', 'https://api.example.com'];
    expect(read(api).metricsPort).toBeNull();
    expect(read([...api, '--metrics-port', '9464']).metricsPort).toBe(9464);
    expect(read(api, { METRICS_PORT: '9465' }).metricsPort).toBe(9465);
    expect(() => read([...api, '--metrics-port', 'prometheus'])).toThrow('--metrics-port "prometheus" is not a port number');
    expect(USAGE).toMatch(/--metrics-port <n> .*never on the public one/);
  });
});
