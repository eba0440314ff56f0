import type { PageAnswer, StorefrontMetrics } from './metrics.js';
import type { ReadShellHead } from './page-renderer.js';

/**
 * How long the one call that names a page (a tour's detail, a post) may take once the page could not be drawn: its
 * visitor has already waited for the drawing, and a link preview gives up within a few seconds. Past it the plain
 * shell goes, as it would without a head.
 */
const SHELL_HEAD_DEADLINE_MS = 300;

/**
 * Heads read at once, at most. Shells go out when the server is too busy to draw, and a backend call for each of a flood
 * of them would add to the load just when it is highest; past this many, the plain shell goes at once.
 */
const SHELL_HEADS_AT_ONCE = 16;

export interface ShellHeadOptions {
  /** The shop's reader (page-renderer.ts loadShellHeadReader). */
  read: ReadShellHead;
  deadlineMs?: number;
  atOnce?: number;
}

/** The shell with the page's own head, or why it goes without. */
type ShellHead = { html: string } | { without: string };

/** Reads a page's shell with its head, bounded in time and in number; never rejects. */
export type ReadBoundedShellHead = (drawing: Request) => Promise<ShellHead>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The shop's head reader within a deadline of its own and a bound on the heads read at once. A controller of its own
 * with a plain timer, raced against the read: a signal made by AbortSignal.timeout() may be collected before it fires,
 * and a reader still busy after its deadline is waited for by nobody.
 */
export function boundedShellHead({
  read,
  deadlineMs = SHELL_HEAD_DEADLINE_MS,
  atOnce = SHELL_HEADS_AT_ONCE,
}: ShellHeadOptions): ReadBoundedShellHead {
  let reading = 0;
  return async (drawing) => {
    if (reading >= atOnce) return { without: `${atOnce} heads were being read already` };
    reading += 1;
    const deadline = new AbortController();
    const timeUp = new Promise<ShellHead>((resolve) =>
      deadline.signal.addEventListener('abort', () => resolve({ without: `no head within ${deadlineMs} ms` }), { once: true }),
    );
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    const head = read(new Request(drawing, { signal: deadline.signal })).then(
      (html): ShellHead => (html === null ? { without: 'the page names nothing of its own' } : { html }),
      (error: unknown): ShellHead => ({ without: `its call failed: ${reasonOf(error)}` }),
    );
    try {
      return await Promise.race([head, timeUp]);
    } finally {
      clearTimeout(timer);
      reading -= 1;
    }
  };
}

async function headOf(drawing: Request, status: 200 | 404, shellHead: ReadBoundedShellHead | undefined): Promise<ShellHead> {
  if (status !== 200) return { without: `the backend does not know the page (${status})` };
  return shellHead ? shellHead(drawing) : { without: 'no head reader' };
}

/**
 * The shell for a page that was not drawn: with the page's own head (its title, description, addresses and link-preview
 * tags) when it is read in time, so a link preview fetched while the server is busy still shows the page; plain
 * otherwise, and always for a 404 (a thing the backend does not know has no head). Counted by how it went, and said in
 * the log with why: a server that sends shells for pages it should draw is one a person should look at.
 */
export async function shellInsteadOfPage(
  drawing: Request,
  path: string,
  status: 200 | 404,
  shellHead: ReadBoundedShellHead | undefined,
  metrics: StorefrontMetrics | undefined,
): Promise<string | null> {
  const head = await headOf(drawing, status, shellHead);
  const answer: PageAnswer = 'html' in head ? "shell with the page's tags" : 'shell: not drawn';
  metrics?.pageAnswered(answer);
  process.stderr.write(`${new Date().toISOString()} ${path}: ${answer}${'without' in head ? `, without its tags: ${head.without}` : ''}\n`);
  return 'html' in head ? head.html : null;
}
