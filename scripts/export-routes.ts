/**
 * Writes contract/generated/routes.ts from the contract: how each call of the registry travels (method,
 * path, encoding, auth, field order) and re-exports the envelope's zod-free codes, without any zod schema, so the web client can
 * encode calls and read answers without shipping the schemas (and zod) to the browser. `npm run openapi`
 * writes it with docs/openapi.json; a test in `npm test` fails when it is stale. Never edit the file by hand.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calls } from '@tours/contract';

export const routesPath = fileURLToPath(new URL('../contract/generated/routes.ts', import.meta.url));
const biome = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));

const header = `/**
 * The zod-free part of the contract the browser needs: how each call of the registry travels, the one
 * request encoder, and the envelope's codes and message. Written by \`npm run openapi\`
 * (scripts/export-routes.ts) from contract/src/calls; never edit it by hand.
 */
import type { CallName } from '../src/calls/index.js';
import type { CallDefinition } from '../src/define-call.js';

export { encodeRequest } from '../src/encode-request.js';
export { codes, type Envelope, envelopeMessage } from '../src/envelope-codes.js';

export type CallRoute = Pick<CallDefinition, 'method' | 'path' | 'encoding' | 'auth' | 'fieldOrder'>;

`;

/** The file's text, formatted by Biome exactly as \`biome check\` wants it. */
export function renderRoutes(): string {
  const entries = Object.values(calls)
    .map(
      ({ name, method, path, encoding, auth, fieldOrder }) =>
        `${JSON.stringify(name)}: ${JSON.stringify({ method, path, encoding, auth, fieldOrder })},`,
    )
    .join('\n');
  const source = `${header}export const callRoutes: Record<CallName, CallRoute> = {\n${entries}\n};\n`;
  return execFileSync(biome, ['format', `--stdin-file-path=${routesPath}`], { input: source, encoding: 'utf8' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(routesPath, renderRoutes());
  console.log(`wrote ${routesPath}`);
}
