/**
 * The mock-server package folder. This file sits one level below it (src/paths.ts) and so does the
 * bundle it is built into (dist/main.mjs), so the same URL holds under tsx and under plain node;
 * every file the server reads from its own package is named from here.
 */
const PACKAGE_ROOT = new URL('../', import.meta.url);

/** A file of the mock-server package, e.g. `packageFile('assets/sample-video.mp4')`. */
export const packageFile = (path: string) => new URL(path, PACKAGE_ROOT);
