import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { HtmlContent, sanitizeHtml } from './html-content';

describe('HtmlContent', () => {
  it('removes scripts and event handlers but keeps the markup', () => {
    const dirty = '<p>Hello <b>there</b></p><img src="/media/a.svg" onerror="window.__xss=1"><script>window.__xss=2</script>';
    expect(sanitizeHtml(dirty)).toBe('<p>Hello <b>there</b></p><img src="/media/a.svg" alt="">');
    const { container } = renderWithProviders(<HtmlContent html={dirty} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('there');
  });

  it('marks pictures without alt text as decorative and keeps a given alt', () => {
    expect(sanitizeHtml('<img src="/a.svg" alt="The Bund at night">')).toBe('<img src="/a.svg" alt="The Bund at night">');
    expect(sanitizeHtml('<img src="/a.svg">')).toBe('<img src="/a.svg" alt="">');
  });
});
