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

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The server render's tests run in Node (the root config's web-server project).
    exclude: [...configDefaults.exclude, 'src/server-render/**'],
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    css: false,
    testTimeout: 15_000,
    // Worker threads start faster than forked processes; nothing here needs a process of its own.
    pool: 'threads',
    deps: { optimizer: { client: { enabled: true, include: BUNDLED_FOR_TESTS } } },
  },
});
