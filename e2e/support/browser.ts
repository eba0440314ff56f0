import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './web-build';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell (package chromium-headless-shell), the engine without the browser around it. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const ensureBrowserScript = join(repoRoot, 'scripts', 'ensure-browser.sh');

/** Flags for a shared CI box: no sandbox (root in containers), no GPU, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO_GET_ONE =
  'No Chromium for the e2e journeys. Install Debian\'s "chromium" and "fonts-noto-cjk" ' +
  '(sudo apt-get install chromium fonts-noto-cjk, or run scripts/ensure-browser.sh as root), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary.';

function playwrightDownload(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function candidates(): (string | undefined)[] {
  return [process.env.CHROMIUM_PATH, DEBIAN_CHROMIUM, playwrightDownload()];
}

const firstPresent = () => candidates().find((path): path is string => path !== undefined && path !== '' && existsSync(path));

const canInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * The browser the suite drives: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own
 * download if one exists. When none is there and apt-get can run as root, Debian's chromium and CJK fonts
 * are installed (scripts/ensure-browser.sh); otherwise this throws with how to get one. Never skips.
 */
export function findChromium(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit && !existsSync(explicit)) throw new Error(`CHROMIUM_PATH=${explicit} does not exist. ${HOW_TO_GET_ONE}`);
  const found = firstPresent();
  if (found) return found;
  if (canInstall()) {
    execFileSync('bash', [ensureBrowserScript], { stdio: 'inherit' });
    const installed = firstPresent();
    if (installed) return installed;
  }
  throw new Error(HOW_TO_GET_ONE);
}

/**
 * The browser the journeys drive: Chromium's headless shell when Debian's package is there, as Playwright's own
 * headless runs use, since each page costs less CPU without the browser's own layers; else findChromium(). A set
 * $CHROMIUM_PATH decides, which is how to watch a journey with `--headed` (the shell has no window).
 */
export function findHeadlessChromium(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium();
}
