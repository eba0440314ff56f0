import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';

export type { WindowLike };

/**
 * Who wrote the HTML decides what it may hold. `user`: reviews and messages, written by any customer, so
 * text formatting only. `editorial`: blogs, articles, tour texts, guide profiles, footer and settlement
 * texts, written by staff and guides, so also headings, tables, links and pictures. Neither keeps what
 * could take over the page: forms, frames, plugins, styles, positioning, ids and names, handlers.
 */
export type HtmlPolicy = 'user' | 'editorial';

const FORMATTING = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'span'];

const EDITORIAL = [
  ...FORMATTING,
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'div', 'small', 'sub', 'sup', 'mark', 'code', 'pre', 'q', 'cite', 'abbr', 'time'],
  ...['dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'img', 'figure', 'figcaption'],
];

// A removed form, button or list box takes its captions with it: "Log in" left behind is bait, not content.
const BAIT = ['form', 'button', 'select', 'textarea', 'object', 'embed'];

// http(s), mailto and relative addresses; the last two branches are DOMPurify's own test for "no scheme".
const WEB_OR_RELATIVE = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const common: Config = { ALLOW_ARIA_ATTR: false, ALLOW_DATA_ATTR: false, ADD_FORBID_CONTENTS: BAIT };

const policies: Record<HtmlPolicy, Config> = {
  user: { ...common, ALLOWED_TAGS: FORMATTING, ALLOWED_ATTR: [] },
  editorial: {
    ...common,
    ALLOWED_TAGS: EDITORIAL,
    // A picture's width and height give its box before it loads (the browser's aspect-ratio), so nothing moves then.
    ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'datetime'],
    ALLOWED_URI_REGEXP: WEB_OR_RELATIVE,
  },
};

/** Relative addresses are the shop's own; where there is no page (a server), any absolute one is another site's. */
const pageAddress = () => (typeof window === 'undefined' ? null : window.location.href);

function parseUrl(href: string, base: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

function withShopHooks(purifier: Purifier): Purifier {
  // DOMPurify admits `data:` pictures whatever ALLOWED_URI_REGEXP says; ours come from a server path or the web.
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName === 'src' && /^data:/i.test(event.attrValue)) event.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Server pictures often come without alt text; an empty alt marks them decorative instead of leaving
    // screen readers to read out the file name (axe: image-alt).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Another site opens in its own tab and learns neither our page (noreferrer) nor a handle on it (noopener).
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href === null) return;
    node.setAttribute('rel', 'noopener noreferrer');
    const page = pageAddress();
    const target = parseUrl(href, page ?? SHOP_PLACEHOLDER);
    if (!target) node.removeAttribute('href');
    else if (target.protocol.startsWith('http') && target.origin !== new URL(page ?? SHOP_PLACEHOLDER).origin)
      node.setAttribute('target', '_blank');
  });
  return purifier;
}

/** Where a server has no page address: relative links resolve against it and count as the shop's own. */
const SHOP_PLACEHOLDER = 'https://shop.invalid/';

/** The browser's DOMPurify, or the one a server gave a window (sanitizeWithWindow); made on first use. */
let purifier: Purifier | null = null;

/**
 * A server has no DOM, and DOMPurify parses with one: the server's host gives it a window of its own (jsdom, as
 * DOMPurify documents for Node), never copied onto the global object.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = withShopHooks(DOMPurify(window));
}

/** Server HTML, cleaned by the policy of whoever wrote it. */
export function sanitizeHtml(html: string | null | undefined, policy: HtmlPolicy): string {
  purifier ??= withShopHooks(DOMPurify);
  return purifier.sanitize(html ?? '', policies[policy]);
}
