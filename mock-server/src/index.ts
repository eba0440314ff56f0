// The app's `mock` services and each request's outcome are declared on Fastify's types there: importing it puts those
// declarations in the program of whoever imports the app.
import './http/services.js';

export { type AppOptions, buildApp } from './app.js';
export { DEFAULT_WORLD } from './store/worlds.js';
