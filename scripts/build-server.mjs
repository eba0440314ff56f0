// Builds the mock server into one ES module, mock-server/dist/main.mjs, that plain `node` runs without
// tsx's loader (which costs ~34 MB of RSS and ~700 ms of module loading). `npm start` and the bench run
// the bundle; `npm run dev` and the tests keep running the TypeScript through tsx.
// The bundle reads its assets (sample video, docs viewer, console files) from the package folder at run
// time through mock-server/src/paths.ts, so it must stay one folder below mock-server/, as src/ is.
// `node scripts/build-server.mjs [--entry <file.ts>] [--outfile <file.mjs>]`: the bench bundles its
// bare Fastify server and the storefront its production server (storefront/dist/main.mjs, and beside it its threads' files
// from storefront/src/render-worker.ts and sitemap-worker.ts, every dependency inside but jsdom and piscina) with the very
// same options, so all run the same way.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { entry: { type: 'string' }, outfile: { type: 'string' } } });
const outfile = values.outfile ?? 'mock-server/dist/main.mjs';

const started = performance.now();
const options = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Dependencies written as CommonJS call require() for Node's built-ins; an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
  // jsdom reads files of its own package at run time; it stays in node_modules (the storefront's sanitizer window).
  // So does Piscina, which starts its threads from a file of its own package (the storefront's render threads), and
  // resvg, which loads its compiled rasteriser for the machine's platform from a package of its own (the mock's PNGs).
  external: ['jsdom', 'piscina', '@resvg/resvg-js'],
};
await build({ ...options, entryPoints: [values.entry ?? 'mock-server/src/main.ts'], outfile });
process.stdout.write(`Built ${outfile} in ${Math.round(performance.now() - started)} ms\n`);
