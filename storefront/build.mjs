// Builds the storefront server into one ES module, storefront/dist/main.mjs, that plain `node` runs: no tsx loader,
// and no node_modules needed beside it, so a deploy is this file, the built web/dist and Node 20.
// The options are those of scripts/build-server.mjs (the mock server's bundle), so both run the same way.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = 'storefront/dist/main.mjs';

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: ['storefront/src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Dependencies written as CommonJS call require() for Node's built-ins; an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`Built ${outfile} in ${Math.round(performance.now() - started)} ms\n`);
