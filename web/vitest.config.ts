import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The libraries every screen test imports, bundled once into a few files (Vitest's dependency optimizer) instead of
 * evaluated module by module for each of the 80-odd test files: Mantine alone is hundreds of modules. The server
 * builds of react-dom stay out: bundled for the browser they lack Node's TextEncoder.
 */
const BUNDLED_FOR_TESTS = [
  '@mantine/carousel',
  '@mantine/core',
  '@mantine/dates',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tanstack/react-query',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  'dayjs',
  'dompurify',
  'i18next',
  'react',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react-i18next',
  'react-router',
  'zod',
];

/**
 * Files that replace a module (`vi.mock`) or load one afresh (`vi.resetModules`): they need a module graph of their
 * own. Every other file shares one graph per worker (`isolate: false`), so Mantine, React and the app's modules load
 * once per worker instead of once per file, which is most of the project's time. The files of a worker also share
 * one jsdom window, so each test ends as a page would (src/test/setup.ts clears what a page keeps) and stubbed
 * globals are put back after each test (`unstubGlobals`).
 */
const MODULE_MOCKS = ['src/api/client.test.ts', 'src/api/drift.test.ts'];

const project = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) =>
  defineProject({
    plugins: [react()],
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      include: files.include,
      // The server render's tests run in Node (the root config's web-server project).
      exclude: [...configDefaults.exclude, 'src/server-render/**', ...files.exclude],
      // Whole paths: the root config lists these projects, and its tools resolve a relative one from the root.
      setupFiles: [join(import.meta.dirname, 'src/test/setup.ts'), join(import.meta.dirname, 'src/test/record-shapes.ts')],
      globalSetup: [join(import.meta.dirname, 'src/test/global-setup.ts')],
      css: false,
      testTimeout: 15_000,
      // Worker threads start faster than forked processes; nothing here needs a process of its own.
      pool: 'threads',
      isolate,
      unstubGlobals: true,
      deps: { optimizer: { client: { enabled: true, include: BUNDLED_FOR_TESTS } } },
    },
  });

/** The web workspace's projects, listed by the root vitest.config.ts. */
export const webProjects = [
  project('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MODULE_MOCKS }, false),
  project('web-module-mocks', { include: MODULE_MOCKS, exclude: [] }, true),
];
