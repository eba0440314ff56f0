import { describe } from 'vitest';
import { itPinsWhatTheScreensSend } from './pins-what-is-sent';

/**
 * The fast half of request-shapes.test.ts, for `npm run test:quick` (no build, no browser): every shape and value the
 * web component tests sent is pinned by the pact, so a screen that changes a page size or a fixed id fails within
 * minutes. It reads the record those tests wrote in the same run (web/src/test/global-setup.ts clears it first).
 */
describe('request shapes: the web component tests and the pact', () => {
  itPinsWhatTheScreensSend(['web']);
});
