import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { answer, multipart, PNG } from './support.js';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Every file below the folder, as paths relative to it. */
function filesBelow(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

async function appWithUploadFolder() {
  folder = mkdtempSync(join(tmpdir(), 'mock-uploads-'));
  // Nested one level, so a name climbing out of uploads/ would land inside the temp folder where we look.
  const app = await build({ stateFile: join(folder, 'data', 'state.json') });
  return app;
}

const STORED = /^\/media\/uploads\/[0-9a-f-]{36}\.png$/;
const HOSTILE_NAMES = [
  '../../etc/passwd',
  '../../../state.json',
  '..%2F..%2Fescape.png',
  '/etc/cron.d/evil.png',
  'C:\\Windows\\evil.png',
  'nul\u0000byte.png',
  `${'long'.repeat(2_500)}.png`,
  '.htaccess',
];

describe('POST /rest/api/file/upload with hostile input', () => {
  it.each(HOSTILE_NAMES)('neutralizes the file name %j: a random name inside the upload folder', async (filename) => {
    const app = await appWithUploadFolder();
    const body = await answer(app, multipart([{ field: 'file', filename, type: 'image/png', content: PNG }]));
    expect(body.code).toBe(200);
    expect(String(body.data)).toMatch(STORED);
    const files = filesBelow(folder);
    // Besides the uploads, only the state file and its per-world folder (persistence.ts).
    const stateFiles = (f: string) => f === join('data', 'state.json') || f.startsWith(join('data', 'state.json.worlds'));
    expect(files.filter((f) => !f.startsWith(join('data', 'uploads')) && !stateFiles(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith(join('data', 'uploads')))).toHaveLength(1);
  });

  it('refuses a file over the 20 MB cap with a 413 envelope and writes nothing', async () => {
    const app = await appWithUploadFolder();
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const body = await answer(app, multipart([{ field: 'file', filename: 'big.png', type: 'image/png', content: big }]));
    expect(body.code).toBe(413);
    expect(filesBelow(folder).filter((f) => f.includes('uploads'))).toEqual([]);
  });

  it.each([
    ['text/html', 'page.html', Buffer.from('<script>alert(1)</script>')],
    ['application/x-sh', 'run.sh', Buffer.from('#!/bin/sh\nrm -rf /')],
    ['application/octet-stream', 'tool.exe', Buffer.from('MZ\u0090\u0000')],
    ['image/png', 'fake.png', Buffer.from('<html>not a png</html>')],
  ])('refuses the disallowed type %s (%s) with a 400 envelope', async (type, filename, content) => {
    const app = await appWithUploadFolder();
    const body = await answer(app, multipart([{ field: 'file', filename, type, content }]));
    expect(body.code).toBe(400);
    expect(filesBelow(folder).filter((f) => f.includes('uploads'))).toEqual([]);
  });

  it('stores at most one file from a request that carries several', async () => {
    const app = await appWithUploadFolder();
    const part = { field: 'file', filename: 'a.png', type: 'image/png', content: PNG };
    const body = await answer(app, multipart([part, part, part]));
    expect([200, 400]).toContain(body.code);
    expect(filesBelow(folder).filter((f) => f.includes('uploads')).length).toBeLessThanOrEqual(1);
  });

  it('never serves a path outside the upload folder', async () => {
    const app = await appWithUploadFolder();
    await answer(app, multipart([{ field: 'file', filename: 'a.png', type: 'image/png', content: PNG }]));
    for (const url of ['/media/uploads/..%2Fstate.json', '/media/uploads/../state.json', '/media/uploads/%2e%2e%2fstate.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toContain('"worlds"');
    }
  });
});
