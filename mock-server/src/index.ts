export { type AppOptions, buildApp } from './app.js';
