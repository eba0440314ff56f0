// Shared by the console's modules: element building, the JSON control-plane client, status messages.
export const $ = (selector) => document.querySelector(selector);

export function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function button(label, onClick, ariaLabel) {
  const b = el('button', { type: 'button', textContent: label });
  if (ariaLabel) b.setAttribute('aria-label', ariaLabel);
  b.addEventListener('click', onClick);
  return b;
}

/** A table row of cells; a cell is text or a node (a button, a code element). */
export function row(cells) {
  return el(
    'tr',
    {},
    cells.map((cell) => el('td', {}, [cell])),
  );
}

/** A refusal can name two calls and a reason; a long message stays long enough to be read (about 60 ms a character). */
const shownForMs = (text) => Math.max(4000, text.length * 60);

export function say(text) {
  $('#status').textContent = text;
  setTimeout(() => {
    if ($('#status').textContent === text) $('#status').textContent = '';
  }, shownForMs(text));
}

/** The clipboard API needs a secure context (loopback is one); a server reached by --allow-host over http is not. */
async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = el('textarea', { value: text, readOnly: true });
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** The value in monospace and a Copy button whose label says what it copies. */
export function copyable(text, what) {
  const copy = button(
    'Copy',
    () =>
      copyText(text).then(
        () => say(`${what} copied`),
        () => say(`Could not copy ${what}`),
      ),
    `Copy ${what}`,
  );
  return el('span', { className: 'copyable' }, [el('code', { textContent: text }), ' ', copy]);
}

/** Every write is typed JSON, body or not: the control plane refuses a write without it (a page elsewhere cannot send it). */
export async function api(method, path, body) {
  const init = { method, headers: method === 'GET' ? {} : { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`/__mock${path}`, init);
  const result = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(result.message || response.statusText);
  return result;
}

let redraw = async () => undefined;
export const onRedraw = (draw) => {
  redraw = draw;
};

/** Runs an action, reports its outcome, and redraws everything (the world may have changed anywhere). */
export async function act(action, done) {
  try {
    const result = await action();
    if (done) say(typeof done === 'function' ? done(result) : done);
  } catch (error) {
    say(`Refused: ${error.message}`);
  }
  await redraw();
}
