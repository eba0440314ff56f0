/**
 * Writes docs/openapi.json, and the client's routing table contract/generated/routes.ts (scripts/export-routes.ts),
 * from the contract registry (`npm run openapi`). Never edit either file by hand.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '@tours/contract';
import { renderRoutes, routesPath } from './export-routes.js';

export const openApiPath = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
export const renderOpenApi = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(openApiPath, renderOpenApi());
  console.log(`wrote ${openApiPath}`);
  writeFileSync(routesPath, renderRoutes());
  console.log(`wrote ${routesPath}`);
}
