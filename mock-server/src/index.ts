export { type AppOptions, buildApp } from './app.js';
export { DEFAULT_WORLD } from './store/worlds.js';
