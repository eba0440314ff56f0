/**
 * Where the shop's static page (index.html, the shell) holds its default title and description: between two comments
 * the build writes around them (web/build/page-template-plugin.ts). A server that sends the shell for a page it could
 * not draw puts that page's own head tags there instead (shell-head.ts), so the shell carries no default beside them.
 * Comments, so a static host serves the page as it is.
 */
const SLOT_START = '<!--shell-head-->';
const SLOT_END = '<!--/shell-head-->';

/** The static page's head tags, one a line as in index.html's head, with the slot's comments around them. */
export const inShellHeadSlot = (tags: readonly string[]): string => [SLOT_START, ...tags, SLOT_END].join('\n    ');

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * The shell with another head in its slot, found once: the built shell, read when a server starts, is split at its
 * comments, and each page's head goes between the parts. A shell without one slot is refused: filled elsewhere, the
 * page's tags would sit beside the defaults, or be lost.
 */
export function shellHeadFiller(shell: string): (head: string) => string {
  for (const comment of [SLOT_START, SLOT_END]) {
    const times = count(shell, comment);
    if (times !== 1) throw new Error(`the shell holds ${comment} ${times} times, not once`);
  }
  const start = shell.indexOf(SLOT_START);
  const end = shell.indexOf(SLOT_END);
  if (end < start) throw new Error(`the shell holds ${SLOT_END} before ${SLOT_START}`);
  const before = shell.slice(0, start);
  const after = shell.slice(end + SLOT_END.length);
  return (head) => `${before}${head}${after}`;
}
