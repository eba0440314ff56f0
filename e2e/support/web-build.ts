import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = join(repoRoot, 'web', 'dist');

/** What the built app is made of: the web sources and config, and the contract it imports. */
const inputs = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contract/src'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when web/dist is missing or older than any of its inputs. */
export function webDistIsStale(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > builtAt);
}

/** Builds the web app only when needed, so a second run starts in seconds. */
export function ensureWebBuilt(): void {
  if (!webDistIsStale()) return;
  process.stdout.write('e2e: web/dist is missing or older than web/src; running "npm run build -w web"\n');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
}
