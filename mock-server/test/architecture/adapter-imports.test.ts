import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inside, packageOf, sources, specifiers, src } from './module-imports.js';

/**
 * What both adapters run (src/runtime) and the browser adapter (src/browser) must load in the preview's service
 * worker: no node:* module, no Fastify, nothing from the Node adapter (http/, store/, upstream/) or its control plane
 * (control/), and no MSW, which only mounts the browser adapter for tests (src/msw). They may use the pure core and
 * its seed, and a few browser-safe packages.
 */
const ALLOWED_DIRS = ['domain', 'world', 'seed', 'media', 'runtime', 'browser'].map((dir) => join(src, dir));
const ALLOWED_PACKAGES = ['@tours/contract', 'zod', 'dayjs', 'i18next'];

function offendingImports(dir: string): string[] {
  return sources(join(src, dir))
    .filter((file) => !file.endsWith('.test.ts'))
    .flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((s) =>
          s.startsWith('.')
            ? !ALLOWED_DIRS.some((allowed) => inside(resolve(dirname(file), s), allowed))
            : !ALLOWED_PACKAGES.includes(packageOf(s)),
        )
        .map((s) => `${relative(src, file)} -> ${s}`),
    );
}

describe('the browser-safe adapter code', () => {
  it.each(['runtime', 'browser'])('src/%s imports nothing Node-only, no Fastify, nothing of the Node mock', (dir) => {
    expect(sources(join(src, dir)).length).toBeGreaterThan(2);
    expect(offendingImports(dir)).toEqual([]);
  });

  it.each(['runtime', 'browser'])('src/%s uses no Node Buffer (a browser has none)', (dir) => {
    const comments = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
    const users = sources(join(src, dir)).filter((file) => /(?<![\w.])Buffer\b/.test(readFileSync(file, 'utf8').replace(comments, '')));
    expect(users.map((file) => relative(src, file))).toEqual([]);
  });

  it('catches what it is there to catch', () => {
    const bad = ["import v8 from 'node:v8';", "import type { FastifyInstance } from 'fastify';", "import { http } from 'msw';"];
    expect(bad.flatMap(specifiers).filter((s) => !ALLOWED_PACKAGES.includes(packageOf(s)))).toEqual(['node:v8', 'fastify', 'msw']);
  });
});
