import { clearRecordedShapes } from '../../../pacts/support/recorded-shapes';

/** A full web run records the screens' request shapes afresh (see request-shape-recorder.ts). */
export default function setup() {
  clearRecordedShapes('web');
}
