import { escapeHtml } from '../runtime/escape-html.js';

const STYLESHEET_URL = '/__mock/assets/mock.css';
/** The mock's own icon (an M on grey), so a browser asks no /favicon.ico and a tab of the mock never looks like the shop. */
const ICON_URL = '/__mock/assets/favicon.svg';

/**
 * A whole page of the mock's own UI. Scripts are files, never inline, so the pages live under the same CSP as
 * the shop.
 */
export function page(title: string, body: string, scripts: string[] = [], language = 'en'): string {
  const tags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="${ICON_URL}" type="image/svg+xml"><link rel="stylesheet" href="${STYLESHEET_URL}">${tags}</head><body>${body}</body></html>`;
}
