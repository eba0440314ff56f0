/** Faults are applied the same way by both adapters: the logic lives in runtime/faults.ts. */
export { applyFault, clearFault, faultInput, faultsSchema, ownFault, setFault } from '../runtime/faults.js';
