/** The pure half of the Lighthouse pass: what a report holds, which scores fail, and the docs table. */

export const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'desktop' | 'mobile';

/** Every category must reach this on every route and form factor. */
const MIN_SCORE = 0.98;

/** The measured routes (spec §2 paths); /productInfo/1 is the seeded tour every e2e journey uses too. */
export const LIGHTHOUSE_ROUTES = ['/', '/productList', '/productInfo/1', '/checkout', '/login', '/Blog'] as const;

/** The part of Lighthouse's result (LHR) read here. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; details?: { items?: unknown[] } }>;
}

interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  /** The first offending elements or messages, as Lighthouse lists them. */
  items: string[];
}

export interface LighthouseRow {
  route: string;
  formFactor: FormFactor;
  scores: Record<Category, number>;
  failedAudits: FailedAudit[];
  seconds: number;
}

const ITEMS_SHOWN = 5;

function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const node = record.node as Record<string, unknown> | undefined;
  const text = node?.snippet ?? node?.selector ?? record.description ?? record.href ?? record.url ?? record.source;
  const why = typeof node?.explanation === 'string' ? ` (${node.explanation.replace(/\s+/g, ' ').trim()})` : '';
  return `${typeof text === 'string' ? text : JSON.stringify(item)}${why}`.slice(0, 400);
}

/** Scores of the three categories, and every weighted audit below a full score with what it found. */
export function readResult(route: string, formFactor: FormFactor, lhr: LighthouseResult, seconds: number): LighthouseRow {
  const scores = {} as Record<Category, number>;
  const failedAudits: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    // A category Lighthouse could not score (a page that never loaded) counts as 0, never as a pass.
    scores[category] = entry?.score ?? 0;
    for (const ref of entry?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      failedAudits.push({
        category,
        id: ref.id,
        title: audit.title,
        items: (audit.details?.items ?? []).slice(0, ITEMS_SHOWN).map(describeItem),
      });
    }
  }
  return { route, formFactor, scores, failedAudits, seconds };
}

/**
 * Routes robots.txt keeps from crawlers (web/public/robots.txt: a visitor's forms): Lighthouse's SEO rightly finds
 * them blocked from indexing, which is what they must be. Their SEO passes when that is the one audit it fails.
 */
const KEPT_FROM_CRAWLERS: readonly string[] = ['/checkout', '/login'];
const BLOCKED_FROM_INDEXING = 'is-crawlable';

function isKeptFromCrawlersAsIntended(row: LighthouseRow, category: Category): boolean {
  if (category !== 'seo' || !KEPT_FROM_CRAWLERS.includes(row.route)) return false;
  const failed = row.failedAudits.filter((audit) => audit.category === 'seo').map((audit) => audit.id);
  return failed.length === 1 && failed[0] === BLOCKED_FROM_INDEXING;
}

/**
 * One line per score below MIN_SCORE, each followed by the audits that cost it points. A route kept from crawlers
 * must be found blocked: one that Lighthouse finds crawlable fails.
 */
export function failures(rows: LighthouseRow[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const crawlable = !row.failedAudits.some((audit) => audit.id === BLOCKED_FROM_INDEXING);
    if (KEPT_FROM_CRAWLERS.includes(row.route) && crawlable) {
      lines.push(`${row.route} (${row.formFactor}) is crawlable, but robots.txt must keep it from crawlers`);
    }
    for (const category of CATEGORIES) {
      if (row.scores[category] >= MIN_SCORE || isKeptFromCrawlersAsIntended(row, category)) continue;
      lines.push(`${row.route} (${row.formFactor}) ${category} ${row.scores[category].toFixed(2)} < ${MIN_SCORE}`);
      for (const audit of row.failedAudits.filter((a) => a.category === category)) {
        lines.push(`  ${audit.id}: ${audit.title}`, ...audit.items.map((item) => `    ${item}`));
      }
    }
  }
  return lines;
}

export const LIGHTHOUSE_HEADING = '## Lighthouse: accessibility, best practices, SEO';

/** The docs/benchmarks.md section: the command, the threshold and a row per route and form factor. */
export function renderLighthouse(rows: LighthouseRow[], measuredAt: Date, version: string): string {
  const header = '| Route | Form factor | Accessibility | Best practices | SEO | Run (s) |\n|---|---|---|---|---|---|';
  const body = rows
    .map(
      (r) =>
        `| ${r.route} | ${r.formFactor} | ${r.scores.accessibility.toFixed(2)} | ${r.scores['best-practices'].toFixed(2)} | ${r.scores.seo.toFixed(2)} | ${r.seconds.toFixed(0)} |`,
    )
    .join('\n');
  const failed = failures(rows);
  return `${LIGHTHOUSE_HEADING}

Command: \`npm run lighthouse\` (also the last step of \`npm run bench\`). Lighthouse ${version} in Debian's Chromium against the
built shop on the mock server (127.0.0.1, a free port), categories accessibility, best practices and SEO only, desktop and
mobile form factors. Every score must be at least ${MIN_SCORE}; below it the command prints the failing audits and exits 1.
${KEPT_FROM_CRAWLERS.join(' and ')} are kept from crawlers by robots.txt: their SEO is the score of a page blocked from
indexing, as it must be, and they fail if Lighthouse finds them crawlable or finds anything else.
It is a bench step rather than part of \`npm test\` because twelve Lighthouse runs take 3-8 minutes on the shared two cores.
Measured ${measuredStamp(measuredAt)} UTC.

${header}
${body}

${failed.length === 0 ? `All scores reach ${MIN_SCORE}.` : `Below ${MIN_SCORE}:\n\n\`\`\`\n${failed.join('\n')}\n\`\`\``}
`;
}

/** When a docs/benchmarks.md section was measured, as its "Measured ... UTC." line spells it: 2026-11-24 21:00. */
export const measuredStamp = (at: Date): string => at.toISOString().slice(0, 16).replace('T', ' ');

/** docs/benchmarks.md with the section under `heading` replaced (or added at the end), the rest untouched. */
export function withSection(document: string, heading: string, section: string): string {
  const start = document.indexOf(heading);
  if (start === -1) return `${document.trimEnd()}\n\n${section}`;
  const next = document.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : `\n${document.slice(next + 1)}`;
  return `${document.slice(0, start)}${section}${rest}`;
}

/** docs/benchmarks.md with the Lighthouse section replaced (or added at the end), the rest untouched. */
export const withLighthouseSection = (document: string, section: string): string => withSection(document, LIGHTHOUSE_HEADING, section);
