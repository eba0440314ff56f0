import type { Handlers } from './types.js';

export const handlers = {} as Handlers;
