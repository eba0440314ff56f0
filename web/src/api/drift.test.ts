import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type DriftModule = typeof import('./drift');

/** A fresh registry per test: reports are kept for the page's life, and each test starts a new page. */
let drift: DriftModule;
const errorSpy = vi.spyOn(console, 'error');

beforeEach(async () => {
  vi.resetModules();
  drift = await import('./drift');
  errorSpy.mockReset().mockImplementation(() => {});
});

afterEach(() => {
  errorSpy.mockReset();
});

const review = {
  id: 1,
  userAvatar: '/a.svg',
  userNickname: 'Mia',
  commentTime: '2025-05-01 10:00:00',
  scores: 4.5,
  cotent: '<p>Fine</p>',
  picUrls: [],
};

/** Ten rows with the same drifted price-like field (scores as a string), one of them also missing its name. */
function driftedPage() {
  const list: Record<string, unknown>[] = Array.from({ length: 10 }, (_, index) => ({ ...review, id: index + 1, scores: '4.50' }));
  const { userNickname: _dropped, ...nameless } = review;
  list[3] = { ...nameless, id: 4, scores: '4.50' };
  return { list, total: 10 };
}

describe('checkDrift: once per call and field', () => {
  it('accepts an answer that matches the contract without a word', async () => {
    await drift.checkDrift('member.product.comment.page', { list: [review], total: 1 });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(drift.getDriftReports()).toEqual([]);
  });

  it('files the same field of ten rows in five answers as one report, logged once, with indices as *', async () => {
    for (let answer = 0; answer < 5; answer += 1) await drift.checkDrift('member.product.comment.page', driftedPage());
    const reports = drift.getDriftReports();
    const scores = reports.find((report) => report.path === 'data.list.*.scores');
    expect(scores).toMatchObject({
      call: 'member.product.comment.page',
      path: 'data.list.*.scores',
      expected: 'number',
      got: '"4.50" (string)',
      count: 5,
    });
    expect(scores?.message).toMatch(/expected number/);
    expect(scores?.firstSeen).toBeInstanceOf(Date);
    expect(reports.map((report) => report.path)).not.toContain('list.0.scores');
    // Two drifted fields (scores, and the name missing in one row): two lines in all, whatever the rows and answers.
    expect(errorSpy).toHaveBeenCalledTimes(2);
    expect(errorSpy).toHaveBeenCalledWith(
      '[contract drift] member.product.comment.page: data.list.*.scores: expected number, got "4.50" (string)',
      expect.objectContaining({ path: 'data.list.*.scores' }),
    );
  });

  it('keeps a second distinct field of the same call, with `missing` for an absent one', async () => {
    await drift.checkDrift('member.product.comment.page', driftedPage());
    await drift.checkDrift('member.product.comment.page', driftedPage());
    expect(drift.getDriftReports().map(({ path, got, count }) => ({ path, got, count }))).toEqual([
      { path: 'data.list.*.userNickname', got: 'missing', count: 2 },
      { path: 'data.list.*.scores', got: '"4.50" (string)', count: 2 },
    ]);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('tells the same path of two calls apart, newest first', async () => {
    await drift.checkDrift('category.list', [{ id: 1, name: 'Tea', nameEn: 'Tea', picUrl: 7 }]);
    await drift.checkDrift('currency.check', { list: [{ id: 'x', moneyName: 'USD', moneyIcon: '$' }] });
    await drift.checkDrift('language.check', { list: [{ id: 'x', name: 'English', chineseName: '英语' }] });
    await drift.checkDrift('currency.check', { list: [{ id: 'x', moneyName: 'USD', moneyIcon: '$' }] });
    expect(drift.getDriftReports().map(({ call, path, got, count }) => `${call} ${path} ${got} ${count}`)).toEqual([
      'language.check data.list.*.id "x" (string) 1',
      'currency.check data.list.*.id "x" (string) 2',
      'category.list data.*.picUrl 7 (number) 1',
    ]);
    expect(errorSpy).toHaveBeenCalledTimes(3);
  });

  it('hides dismissed reports for good, counting them quietly, and still shows a new field', async () => {
    const listener = vi.fn();
    drift.subscribeDrift(listener);
    await drift.checkDrift('category.list', [{ id: 1, name: 'Tea', nameEn: 'Tea', picUrl: 7 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    drift.dismissDriftReports();
    expect(drift.getDriftReports()).toEqual([]);
    await drift.checkDrift('category.list', [{ id: 1, name: 'Tea', nameEn: 'Tea', picUrl: 7 }]);
    expect(drift.getDriftReports()).toEqual([]);
    await drift.checkDrift('category.list', [{ id: 1, name: 'Tea', picUrl: 7 }]);
    expect(drift.getDriftReports().map((report) => report.path)).toEqual(['data.*.nameEn']);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('describes the whole of data, and long or structured values, briefly', async () => {
    await drift.checkDrift('category.list', null);
    await drift.checkDrift('product.detail', { id: 'x'.repeat(100) });
    const [detail, whole] = drift.getDriftReports().filter((report) => report.path === 'data.id' || report.path === 'data');
    expect(whole).toMatchObject({ call: 'category.list', path: 'data', expected: 'array', got: 'null' });
    expect(detail?.got).toMatch(/^"x{79}… \(string\)$/);
  });
});
