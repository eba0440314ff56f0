import { describe, expect, it } from 'vitest';
import { calibrate } from './calibrated-phone';
import type { PreviewResult, StackFigures } from './preview';
import { PREVIEW_HEADING, renderPreview } from './preview-report';

function figures(firstMs: number, repeatMs: number, scriptKb: number, marks: Record<string, number> = {}): StackFigures {
  const visits = (ms: number) => [ms - 10, ms, ms + 10, ms + 20, ms - 20].map((wallMs) => ({ wallMs, firstCardMs: wallMs - 40, marks }));
  return {
    first: visits(firstMs),
    repeat: visits(repeatMs),
    searchMs: [20, 21, 22],
    weight: { scriptGzipBytes: scriptKb * 1024, workerScriptGzipBytes: 100 * 1024, dataGzipBytes: 0 },
  };
}

const shops = { shellShop: figures(2_000, 1_000, 260), drawingShop: figures(1_300, 500, 260) };
const result: PreviewResult = {
  phone: calibrate([2400, 2300, 2500]),
  viewports: [
    { viewport: '1280x800', stacks: { preview: figures(2_400, 1_300, 440, { served: 900 }), ...shops } },
    { viewport: '390x844', stacks: { preview: figures(2_600, 1_100, 460), ...shops } },
  ],
  workers: { applied: true, threads: 20 },
};

describe('the preview section', () => {
  const section = renderPreview(result, new Date('2026-11-27T10:00:00Z'));

  it('gives each target its verdict at each viewport', () => {
    expect(section.startsWith(PREVIEW_HEADING)).toBe(true);
    expect(section).toContain('first visit met; repeat **missed** (target 1,200 ms); JS met');
    expect(section).toContain('first visit **missed** (target 2,500 ms); repeat met; JS **missed** (target 450.0 KB)');
    expect(section).toMatch(/### 390x844 \(phone/);
  });

  it("sets the preview's first card beside the storefront's of the same run", () => {
    expect(section).toContain(
      'Preview over the storefront (`npm start`) of this run, first card: first visit 1.85x, **missed** (target 1.5x); repeat visit 2.60x, **missed** (target 1.2x) (targets 1.5x and 1.2x).',
    );
  });

  it("judges the time the visitor waits, and shows the page's own clock beside it", () => {
    expect(section).toContain(
      '| 2,400 ms (2390, 2400, 2410, 2420, 2380) | 1,300 ms (1290, 1300, 1310, 1320, 1280) | 2,360 ms / 1,260 ms |',
    );
  });

  it('prints n/a for a mark the preview no longer sets', () => {
    expect(section).toContain('at 1280x800, served by its service worker from 900 ms / 900 ms, shop rendering from n/a / n/a');
  });

  it("names the page's and the workers' calibrated slowdown and the host index it came from", () => {
    expect(section).toContain(
      'a phone calibrated to this host (as the top of this page says): 5.49x (host benchmarkIndex 2400, median of 3 readings)',
    );
    expect(section).toContain('(`Emulation.setCPUThrottlingRate`, 5.49x)');
    expect(section).toContain('capped at 1/5.49 of a core (20 worker threads over the run)');
    expect(section).not.toContain('4x');
  });

  it('says when the workers could not be throttled', () => {
    const unthrottled = renderPreview({ ...result, workers: { applied: false, reason: 'darwin has no cgroups' } }, new Date());
    expect(unthrottled).toContain("**the preview's service worker, where its mock runs, ran at full speed**");
  });
});
