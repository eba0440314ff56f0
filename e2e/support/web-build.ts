import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawnPageTemplateFile } from '@tours/web/folders';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(repoRoot, 'web', 'dist');

/** What the built app is made of: the web sources and config, and the contract it imports. */
const inputs = [
  'web/src',
  'web/index.html',
  'web/build',
  'web/folders.ts',
  'web/public',
  'web/vite.config.ts',
  'web/vite.render.config.ts',
  'web/package.json',
  'contract/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when web/dist is missing or older than any of its inputs. */
function webDistIsStale(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(join(repoRoot, input)) > builtAt);
}

/** Builds the web app only when needed, so a second run starts in seconds. */
function ensureWebBuilt(): void {
  if (!webDistIsStale()) return;
  process.stdout.write('e2e: web/dist is missing or older than web/src; running "npm run build -w web"\n');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * True when the folder holds the static page and the drawn page's template, and every script and style they name (the
 * template names its scripts in the starter's data-entry and data-preload) is there.
 */
function isWholeBuild(dir: string): boolean {
  const pages = [join(dir, 'index.html'), join(dir, drawnPageTemplateFile)];
  if (!pages.every((page) => existsSync(page))) return false;
  const assets = pages.flatMap((page) => [...readFileSync(page, 'utf8').matchAll(/\/(assets\/[^"\s]+)/g)].map((m) => m[1] ?? ''));
  return assets.length > 0 && assets.every((asset) => existsSync(join(dir, asset)));
}

/**
 * The suite serves a private copy of the build: other engineers (and `npm start`, the size budget test)
 * rebuild web/dist in place, and a rebuild empties the folder under a running server. If the copy caught
 * a rebuild half-way, the app is built straight into the private folder instead.
 */
export function privateWebDist(): { dir: string; remove: () => void } {
  ensureWebBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'tours-e2e-web-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  cpSync(webDist, dir, { recursive: true });
  if (!isWholeBuild(dir)) {
    process.stdout.write('e2e: web/dist changed while it was copied; building into a private folder\n');
    execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], { cwd: join(repoRoot, 'web'), stdio: 'inherit' });
  }
  if (!isWholeBuild(dir)) throw new Error(`the web build in ${dir} is incomplete`);
  return { dir, remove };
}
