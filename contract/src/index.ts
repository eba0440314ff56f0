export * from './calls/index.js';
export * from './constants.js';
export * from './define-call.js';
export { encodeFields, encodeRequest } from './encode-request.js';
export * from './entities/index.js';
export * from './envelope.js';
export * from './field-problems.js';
export * from './fields.js';
export { buildOpenApi } from './openapi.js';
