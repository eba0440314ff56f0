import { describe, expect, it } from 'vitest';
import { UploadShelf } from '../../src/browser/upload-shelf.js';
import { CUSTOMER_UPLOAD_FILES, WORLD_UPLOAD_FILES } from '../../src/runtime/upload-rules.js';
import { UploadStore } from '../../src/store/upload-store.js';
import { build } from '../helper.js';
import { answer, login, multipart, PNG } from './support.js';

const small = { type: 'image/png', body: PNG };

describe('uploads of a logged-in customer', () => {
  it(`stop at ${CUSTOMER_UPLOAD_FILES} files per customer and world, with an envelope that says why`, async () => {
    const app = await build();
    const token = await login(app, 'demo');
    const upload = () => answer(app, multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }], token));
    for (let i = 0; i < CUSTOMER_UPLOAD_FILES; i += 1) expect((await upload()).code).toBe(200);
    const refused = await upload();
    expect(refused.code).toBe(409);
    expect(refused.message).toContain(`you already uploaded ${CUSTOMER_UPLOAD_FILES} files to this world, the most one customer may add`);
    // Another customer has a quota of their own.
    const other = await login(app, 'alice');
    expect((await answer(app, multipart([{ field: 'file', filename: 'b.png', type: 'image/png', content: PNG }], other))).code).toBe(200);
  });
});

describe('uploads of everybody in one world', () => {
  it(`stop at ${WORLD_UPLOAD_FILES} files, however many customers share them`, async () => {
    const store = new UploadStore(null);
    const customers = WORLD_UPLOAD_FILES / CUSTOMER_UPLOAD_FILES;
    for (let customer = 1; customer <= customers; customer += 1) {
      for (let i = 0; i < CUSTOMER_UPLOAD_FILES; i += 1) await store.save(small, { world: 'default', customer });
    }
    await expect(store.save(small, { world: 'default', customer: customers + 1 })).rejects.toMatchObject({
      code: 409,
      message: expect.stringContaining('the most one world may hold'),
    });
    // Another world is not held by this one's uploads.
    await expect(store.save(small, { world: 'other', customer: customers + 1 })).resolves.toMatch(/^\/media\/uploads\//);
  });
});

describe('the MSW twin (the preview) keeps the same quotas', () => {
  it('per customer and per world', () => {
    const shelf = new UploadShelf();
    for (let i = 0; i < CUSTOMER_UPLOAD_FILES; i += 1) shelf.save(small, 7);
    expect(() => shelf.save(small, 7)).toThrow(/the most one customer may add/);
    expect(shelf.save(small, 8)).toMatch(/^\/media\/uploads\//);
    const full = new UploadShelf();
    for (let i = 0; i < WORLD_UPLOAD_FILES; i += 1) full.save(small, 100 + Math.floor(i / CUSTOMER_UPLOAD_FILES));
    expect(() => full.save(small, 1)).toThrow(/the most one world may hold/);
  });
});
