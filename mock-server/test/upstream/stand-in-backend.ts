/**
 * A "real backend" for the upstream tests, in its own process (`node --import tsx stand-in-backend.ts`):
 * a few calls written by hand as another team's server would answer them, one of them drifted (a
 * score as a string, a missing `name`), one not an envelope, one slow, and a record of every request
 * it received (GET /seen) so tests can prove forwarding is transparent. Prints its address when listening.
 */
import Fastify from 'fastify';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  cookie: string | null;
  body: string;
}

const REAL_TOKEN = 'real-backend-token-1';
const seen: Seen[] = [];
const app = Fastify();

// Every body as text, whatever its type: the tests compare it with what the shop sent, byte for byte.
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

app.addHook('onRequest', async (request) => {
  if (request.url.startsWith('/seen')) return;
  const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null);
  seen.push({
    method: request.method,
    url: request.url,
    authorization: header('authorization'),
    acceptLanguage: header('accept-language'),
    contentType: header('content-type'),
    cookie: header('cookie'),
    body: '',
  });
});
app.addHook('preHandler', async (request) => {
  const last = seen.at(-1);
  if (last && !request.url.startsWith('/seen')) last.body = typeof request.body === 'string' ? request.body : '';
});

app.get('/seen', async () => seen);
app.delete('/seen', async () => {
  seen.length = 0;
  return { cleared: true };
});

app.post('/backend/rest/api/category/list', async () => ({
  code: 200,
  message: 'ok',
  data: [{ id: 77, name: '徒步', nameEn: 'Hiking (real backend)', picUrl: 'https://cdn.example.test/hiking.png' }],
}));

const tour = {
  id: 501,
  introduction: 'From the real backend.',
  picUrl: 'https://cdn.example.test/501.png',
  score: 4.5,
  duration: 3,
  appointmentCount: 12,
  currencyId: 1,
  currencyInco: '$',
  model: 2,
  teamPrice: null,
  teamLimit: 8,
  review: 4,
  cityEnglishName: 'Xi’an',
  cityChineseName: '西安',
  merchantId: 20,
  isCollect: false,
};
// Drifted: the score as a string in every row, and the first row without its name. The prices come as texts, as a
// backend writes BigDecimal, which the contract takes (docs/backend-questions.md row 53).
app.post('/backend/rest/api/product/search', async () => ({
  code: 200,
  message: 'ok',
  data: [
    { ...tour, score: '4.5', adultPrice: '89.00' },
    { ...tour, id: 502, name: 'Second real tour', score: '4.5', adultPrice: '45.50' },
  ],
}));

app.post('/backend/rest/api/verify/login', async () => ({ code: 200, msg: 'ok', data: { token: REAL_TOKEN } }));

const profile = {
  name: 'Real',
  surname: 'Customer',
  nickname: 'real',
  email: 'someone@example.test',
  mobile: '+1 555 0100',
  areaId: 1,
  logo: 'https://cdn.example.test/avatar.png',
  fullName: 'Real Customer',
  areaName: 'United States',
};
app.post('/backend/rest/api/member/info', async (request) =>
  request.headers.authorization === REAL_TOKEN
    ? {
        code: 200,
        message: 'ok',
        // Fields a backend may add beside the profile, which a recording must not keep.
        data: { ...profile, currencyId: 1, languageId: 1, language: 'en', apiKey: 'real-api-key-1', session: { accessToken: REAL_TOKEN } },
      }
    : { code: 201, message: 'real backend: no session' },
);

// Not an envelope: a gateway's error page.
app.post('/backend/rest/api/blog/list', async (_request, reply) =>
  reply.code(503).type('text/html').send('<html><body>Service Unavailable</body></html>'),
);

// Slower than the tests' --upstream-timeout.
app.post('/backend/rest/api/ad/list', async () => {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  return { code: 200, message: 'ok', data: [] };
});

app.listen({ host: '127.0.0.1', port: 0 }).then((address) => process.stdout.write(`stand-in backend at ${address}\n`));
