import { afterAll } from 'vitest';
import { saveRequestShapes } from './request-shape-recorder';

/**
 * A setup file: after each test file, the request shapes its tests sent are saved for `npm run pact:shapes`. Registered
 * here rather than in the recorder's module, which a worker's files share and would register for its first file only.
 */
afterAll(saveRequestShapes);
