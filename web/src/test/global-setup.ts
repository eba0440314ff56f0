import { clearRecordedShapes } from '@tours/contract/testing/recorded-shapes';

/**
 * Every run of a project that records the screens' request shapes (web, web-module-mocks, web-server) starts the
 * record afresh: Vitest runs each global setup before any test file, so what a later check reads was sent in this run,
 * never beside a record of an earlier one (see request-shape-recorder.ts).
 */
export default function setup() {
  clearRecordedShapes('web');
}
