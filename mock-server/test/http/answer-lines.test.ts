import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logAnswerLines } from '../../src/http/answer-lines.js';

describe('--request-log lines', () => {
  it('writes one line per answer in the storefront’s format, naming the mock and leaving the query out', async () => {
    const lines: string[] = [];
    const app = Fastify();
    logAnswerLines(app, (line) => lines.push(line));
    app.post('/rest/api/member/login', async () => ({ code: 200 }));
    await app.inject({ method: 'POST', url: '/rest/api/member/login?email=a@b.c', payload: {} });
    await app.inject({ url: '/__mock/nothing-here' });
    expect(lines).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\S+Z mock POST \/rest\/api\/member\/login 200 \d+ms$/),
      expect.stringMatching(/^\S+ mock GET \/__mock\/nothing-here 404 \d+ms$/),
    ]);
  });
});
