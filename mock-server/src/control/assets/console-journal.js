// The journal: collapsed until opened, one page of 20 requests at a time, newest first.
import { $, act, api, row } from './console-dom.js';

const PAGE_SIZE = 20;
let page = 1;
let pages = 1;

/** Which side answered, in words: "real" when --upstream sent the call to the real backend. */
const sourceOf = (entry) => (entry.source === 'upstream' ? 'real' : 'mock');

export async function drawJournal() {
  const result = await api('GET', `/journal?page=${page}&pageSize=${PAGE_SIZE}`);
  ({ page, pages } = result);
  $('#journal-count').textContent = String(result.total);
  $('#journal-page').textContent = `Page ${page} of ${pages}`;
  $('#journal-previous').disabled = page <= 1;
  $('#journal-next').disabled = page >= pages;
  // A closed journal only needs its count.
  if (!$('#journal-box').open) return;
  $('#journal').replaceChildren(
    ...result.entries.map((e) => {
      const cells = row([e.time.slice(11, 19), e.call, sourceOf(e), String(e.code), e.message, String(e.ms), JSON.stringify(e.payload)]);
      cells.lastElementChild.className = 'payload';
      return cells;
    }),
  );
}

function turn(by) {
  page = Math.min(Math.max(1, page + by), pages);
  drawJournal().catch(() => undefined);
}

export function wireJournal() {
  $('#journal-box').addEventListener('toggle', () => drawJournal().catch(() => undefined));
  $('#journal-previous').addEventListener('click', () => turn(-1));
  $('#journal-next').addEventListener('click', () => turn(1));
  $('#journal-refresh').addEventListener('click', () => drawJournal().catch(() => undefined));
  $('#journal-clear').addEventListener('click', () =>
    act(() => {
      page = 1;
      return api('DELETE', '/journal');
    }, 'journal cleared'),
  );
}
