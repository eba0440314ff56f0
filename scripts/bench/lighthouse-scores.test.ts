import { describe, expect, it } from 'vitest';
import {
  failures,
  LIGHTHOUSE_HEADING,
  type LighthouseResult,
  readResult,
  renderLighthouse,
  withLighthouseSection,
} from './lighthouse-scores';

/** A Lighthouse result shaped like the real one, with one audit failing in SEO unless `seo` is 1. */
function lhr(seo: number): LighthouseResult {
  return {
    categories: {
      accessibility: { score: 1, auditRefs: [{ id: 'target-size', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: seo,
        auditRefs: [
          { id: 'link-text', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: {
      'target-size': { title: 'Touch targets have sufficient size and spacing.', score: 1 },
      'errors-in-console': { title: 'No browser errors logged to the console', score: 1 },
      'link-text': {
        title: 'Links do not have descriptive text',
        score: seo === 1 ? 1 : 0,
        details: { items: [{ href: 'http://127.0.0.1/productList', text: 'More' }] },
      },
      'structured-data': { title: 'Structured data is valid', score: null },
    },
  };
}

describe('the Lighthouse pass', () => {
  it('passes a route whose three scores reach 0.98', () => {
    expect(failures([readResult('/', 'desktop', lhr(1), 10)])).toEqual([]);
  });

  it('fails a score below 0.98 and names the audit that cost it, with what it found', () => {
    const lines = failures([readResult('/', 'mobile', lhr(0.91), 10)]);
    expect(lines[0]).toBe('/ (mobile) seo 0.91 < 0.98');
    expect(lines[1]).toContain('link-text: Links do not have descriptive text');
    expect(lines[2]).toContain('http://127.0.0.1/productList');
  });

  it('passes a form robots.txt keeps from crawlers when being blocked from indexing is all its SEO finds', () => {
    const blocked = lhr(1);
    blocked.categories.seo = {
      score: 0.69,
      auditRefs: [...(blocked.categories.seo?.auditRefs ?? []), { id: 'is-crawlable', weight: 4.6 }],
    };
    blocked.audits['is-crawlable'] = { title: 'Page is blocked from indexing', score: 0 };
    expect(failures([readResult('/login', 'mobile', blocked, 10)])).toEqual([]);
    // The same on a public page fails, and so does a form that Lighthouse finds crawlable.
    expect(failures([readResult('/Blog', 'mobile', blocked, 10)])[0]).toBe('/Blog (mobile) seo 0.69 < 0.98');
    expect(failures([readResult('/checkout', 'desktop', lhr(1), 10)])).toEqual([
      '/checkout (desktop) is crawlable, but robots.txt must keep it from crawlers',
    ]);
  });

  it('counts a category Lighthouse could not score as a failure, never as a pass', () => {
    const unscored = lhr(1);
    unscored.categories.seo = { score: null, auditRefs: [] };
    expect(failures([readResult('/Blog', 'desktop', unscored, 5)])).toEqual(['/Blog (desktop) seo 0.00 < 0.98']);
  });

  it('replaces its own section of docs/benchmarks.md and keeps the others', () => {
    const section = renderLighthouse([readResult('/', 'desktop', lhr(1), 12)], new Date('2026-01-02T03:04:00Z'), '12.8.2');
    expect(section).toContain('| / | desktop | 1.00 | 1.00 | 1.00 | 12 |');
    const before = `# Benchmarks\n\n## 5. Soak\n\ntext\n\n${LIGHTHOUSE_HEADING}\n\nold table\n\n## Persistence\n\nkept\n`;
    const after = withLighthouseSection(before, section);
    expect(after).not.toContain('old table');
    expect(after).toContain('## 5. Soak\n\ntext');
    expect(after).toContain('## Persistence\n\nkept');
    expect(withLighthouseSection('# Benchmarks\n', section)).toBe(`# Benchmarks\n\n${section}`);
  });
});
