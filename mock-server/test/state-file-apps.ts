import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../src/app.js';

/**
 * Apps over a --state-file in a folder of the test's own: `newFolder` makes it, `start` builds an app on a
 * file in it; after each test every app is closed and the folder removed.
 */
export function stateFileApps() {
  let folder = '';
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    newFolder(prefix: string): string {
      folder = mkdtempSync(join(tmpdir(), prefix));
      return folder;
    },
    async start(stateFile: string): Promise<FastifyInstance> {
      const app = await buildApp({ stateFile, validateResponses: true });
      apps.push(app);
      return app;
    },
  };
}
