import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { JOURNAL_BYTES, PAYLOAD_BYTES } from '../../src/store/journal.js';
import { build, callRequest, formEncode } from '../helper.js';

interface Entry {
  call: string;
  path: string;
  payload: unknown;
}

async function journal(app: FastifyInstance): Promise<{ entries: Entry[]; bytes: number }> {
  const response = await app.inject({ url: '/__mock/journal' });
  return { entries: response.json().entries, bytes: response.body.length };
}

const MEGABYTE_FIELD = 'a'.repeat(1_000_000);

describe('requests built to fill the journal', () => {
  it('keeps a 1 MB form field as a few KB that say how much was cut', async () => {
    const app = await build();
    await app.inject(callRequest('product.search', { keyword: MEGABYTE_FIELD }));
    const [entry] = (await journal(app)).entries;
    const kept = JSON.stringify(entry?.payload);
    expect(kept.length).toBeLessThanOrEqual(PAYLOAD_BYTES);
    expect(kept).toContain('…(truncated, 1000000 bytes)');
  });

  it('keeps a 1 MB key, a 100 000-field form and a 1 MB JSON string as a few KB each', async () => {
    const app = await build();
    const manyFields = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, 'x']));
    await app.inject({ ...callRequest('product.search'), payload: `${MEGABYTE_FIELD}=1` });
    await app.inject({ ...callRequest('product.search'), payload: formEncode(manyFields) });
    const json = callRequest('member.product.comment.add', {});
    await app.inject({ ...json, payload: JSON.stringify({ content: MEGABYTE_FIELD, images: [MEGABYTE_FIELD.slice(0, 500_000)] }) });
    const { entries } = await journal(app);
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(JSON.stringify(entry.payload).length).toBeLessThanOrEqual(PAYLOAD_BYTES);
    expect(JSON.stringify(entries)).toContain('more fields');
  });

  it('journals a JSON body nested 30 deep (the parser refuses deeper ones) cut at a few levels', async () => {
    const app = await build();
    const deep = `{"content":${'['.repeat(30)}"bottom"${']'.repeat(30)}}`;
    const response = await app.inject({ ...callRequest('member.product.comment.add', {}), payload: deep });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBeLessThan(500);
    const [entry] = (await journal(app)).entries;
    expect(JSON.stringify(entry?.payload)).toContain('nested deeper than');
  });

  it('holds at most 1 MB per world, dropping the oldest entries first', async () => {
    const app = await build();
    // Each request fills its entry to the 4 KB cap with many short fields, so 500 of them would be 2 MB.
    const wide = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field${i}`, `${i}`.padEnd(200, 'z')]));
    for (let i = 0; i < 500; i += 1) await app.inject(callRequest('product.search', { keyword: `request-${i}`, ...wide }));
    const { entries, bytes } = await journal(app);
    expect(bytes).toBeLessThanOrEqual(JOURNAL_BYTES * 1.05);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.length).toBeLessThan(500);
    // Newest first, and the newest survived.
    expect(JSON.stringify(entries[0]?.payload)).toContain('request-499');
  });
});
