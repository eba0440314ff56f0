// `npm run serve`: runs the built server, storefront/dist/main.mjs. Without it, one line saying what to do instead
// of Node's stack trace for a missing module.
import { existsSync } from 'node:fs';

const bundle = new URL('./dist/main.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('storefront/dist/main.mjs is missing: run npm run build first\n');
  process.exit(1);
}
await import(bundle.href);
