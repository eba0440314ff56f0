import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';

describe('HEAD /rest/api/verify/sendCode', () => {
  it('answers as GET would, without a body, since the shared handler maps HEAD to its GET call', async () => {
    const app = await build();
    const response = await app.inject({ method: 'HEAD', url: '/rest/api/verify/sendCode?email=a%40b.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('');
  });
});
