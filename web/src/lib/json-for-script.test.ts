import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script';

describe('jsonForScript', () => {
  it('keeps a hostile text of the data from closing the script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });
});
