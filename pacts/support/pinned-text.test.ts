import { describe, expect, it } from 'vitest';
import { chineseHtml, chineseText, currencySymbol, englishHtml, englishText, html, utcTime } from './pinned-text';

const matches = (matcher: { regex: string }, text: string) => new RegExp(matcher.regex).test(text);
const LOOK_AROUND = /\(\?[=!<]/;

describe('the pinned texts', () => {
  it('take the forms a correct backend writes and refuse the broken ones', () => {
    const english = englishText('Terms');
    expect(['Food & Drink', 'Café – Tours', 'Every day 9:00–21:00'].every((text) => matches(english, text))).toBe(true);
    expect(['美食美酒', 'Terms（条款）', '', '123'].some((text) => matches(english, text))).toBe(false);
    const chinese = chineseText('条款');
    expect(matches(chinese, '每天 9:00–21:00（北京时间）')).toBe(true);
    expect(matches(chinese, 'Food & Drink')).toBe(false);
  });

  it('read HTML as markup with a tag and no escaped tag, in its language', () => {
    const anyHtml = html('<p>x</p>');
    expect(['<h3>A</h3>', 'a &amp; b <br/>', '&<p>x</p>&', 'Q&A <p>x</p> &l'].every((text) => matches(anyHtml, text))).toBe(true);
    expect(['&lt;h3&gt;A&lt;/h3&gt;', '<p>a</p>&&lt;b', 'plain text', '&amp;lt;p&amp;gt;'].some((text) => matches(anyHtml, text))).toBe(
      false,
    );
    expect(matches(englishHtml('<p>Terms</p>'), '<p>条款</p>')).toBe(false);
    const chinese = chineseHtml('<p>条款</p>');
    expect(['条款<p>x</p>', '<h3>预订</h3>'].every((text) => matches(chinese, text))).toBe(true);
    expect(['<p>Terms</p>', '&lt;h3&gt;预订&lt;/h3&gt;'].some((text) => matches(chinese, text))).toBe(false);
  });

  it('take a currency symbol and refuse an ISO code', () => {
    const symbol = currencySymbol('$');
    expect(['$', '€', 'HK$', 'JP¥', 'kr', 'Fr.'].every((text) => matches(symbol, text))).toBe(true);
    expect(['USD', 'EUR', '', 'U S'].some((text) => matches(symbol, text))).toBe(false);
  });

  it('write an instant as the shop reads it, in UTC', () => {
    expect(utcTime('2030-06-04T23:59:59Z').value).toBe('2030-06-04 23:59:59');
    expect(matches(utcTime('2030-06-04T23:59:59Z'), '2030-06-05 07:59:59')).toBe(false);
  });

  it('refuse an example that does not match, and use no look-around', () => {
    expect(() => englishText('条款')).toThrow(/does not match/);
    const all = [
      englishText('a'),
      chineseText('条'),
      englishHtml('<p>a</p>'),
      chineseHtml('<p>条</p>'),
      html('<p>a</p>'),
      currencySymbol('$'),
    ];
    expect(all.filter((matcher) => LOOK_AROUND.test(matcher.regex))).toEqual([]);
  });
});
