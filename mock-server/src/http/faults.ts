/** Faults are applied the same way by both adapters: the logic lives in runtime/faults.ts. */
export { applyFault, faultsSchema } from '../runtime/faults.js';
