// The console's panels: each draws one part of the request's world from the control plane.
import { $, act, api, button, copyable, el, row } from './console-dom.js';

const item = (parts) =>
  el(
    'li',
    {},
    parts.flatMap((part) => [part, ' ']),
  );
const path = (name) => encodeURIComponent(name);

export async function drawStart() {
  const { world, demoAccounts, testCards } = await api('GET', '/info');
  $('#world-name').textContent = world;
  $('#accounts').replaceChildren(
    ...demoAccounts.map((a) => row([copyable(a.email, `email ${a.email}`), copyable(a.password, `password of ${a.email}`), a.has])),
  );
  $('#cards').replaceChildren(...testCards.map((c) => row([c.name, copyable(c.number, `${c.name} card number`), c.outcome])));
}

export async function drawCallChoices() {
  const { paths } = await (await fetch('/docs/openapi.json')).json();
  const calls = Object.values(paths).flatMap((operations) => Object.values(operations).map((op) => op.operationId));
  $('#fault-call').replaceChildren(
    ...['*', ...calls].map((name) => el('option', { value: name, textContent: name === '*' ? '* (every call)' : name })),
  );
}

export async function drawWorlds() {
  const { current, worlds } = await api('GET', '/worlds');
  // A world's actions stay together on one line: a row may wrap after its counts, never between its buttons.
  $('#worlds').replaceChildren(
    ...worlds.map((w) =>
      item([
        `${w.name}${w.name === current ? ' (current)' : ''}: ${w.users} users, ${w.orders} orders`,
        el('span', { className: 'actions' }, [
          el('a', { href: `/__mock/worlds/${path(w.name)}/enter`, textContent: 'enter', ariaLabel: `Enter world ${w.name}` }),
          ' ',
          button('reset', () => act(() => api('POST', `/worlds/${path(w.name)}/reset`), `${w.name} reset`), `Reset world ${w.name}`),
          w.name === 'default'
            ? ''
            : button('delete', () => act(() => api('DELETE', `/worlds/${path(w.name)}`), `${w.name} deleted`), `Delete world ${w.name}`),
        ]),
      ]),
    ),
  );
}

export async function drawClock() {
  const { now, offsetMs } = await api('GET', '/clock');
  $('#clock-now').textContent = new Date(now).toLocaleString();
  $('#clock-offset').textContent = offsetMs ? `(${Math.round(offsetMs / 60000)} min ahead of real time)` : '(real time)';
}

export async function drawFaults() {
  const { sessionExpired, faults } = await api('GET', '/faults');
  $('#session-expired').checked = sessionExpired;
  $('#faults').replaceChildren(
    ...Object.entries(faults).map(([call, f]) =>
      item([
        `${call}: delay ${f.delayMs} ms, code ${f.errorCode ?? '-'} "${f.errorMessage}", rate ${f.failureRate}`,
        button('remove', () => act(() => api('DELETE', `/faults/${path(call)}`), 'fault removed'), `Remove the fault on ${call}`),
      ]),
    ),
  );
}

/** One override in words: its call and match, what it answers, and how often. */
const overrideText = (o) =>
  [
    `#${o.id} ${o.call}`,
    Object.keys(o.match).length > 0 ? `where ${JSON.stringify(o.match)}` : 'every request',
    o.answer ? `answers code ${o.answer.code}` : 'patches the answer',
    o.remaining === null ? 'until cleared' : `${o.remaining} left`,
    ...(o.lenient ? ['lenient'] : []),
    ...(o.recorded ? [`recorded ${new Date(o.recorded.at).toLocaleString()}`] : []),
  ].join(', ');

export async function drawOverrides() {
  const { overrides } = await api('GET', '/overrides');
  $('#overrides').replaceChildren(
    ...overrides.map((o) =>
      item([
        overrideText(o),
        button('remove', () => act(() => api('DELETE', `/overrides/${o.id}`), 'override removed'), `Remove override ${o.id}`),
      ]),
    ),
  );
}

const MOVE_LABELS = { complete: 'Complete', refund: 'Refund' };

export async function drawOrders() {
  const { orders } = await api('GET', '/orders');
  $('#orders').replaceChildren(
    ...orders.map((o) => {
      const moves = o.moves.map((move) =>
        button(
          MOVE_LABELS[move] ?? move,
          () =>
            act(
              () => api('POST', `/orders/${o.id}/${move}`),
              (done) => `Order ${o.id}: ${done.statusName}`,
            ),
          `${MOVE_LABELS[move] ?? move} order ${o.id}`,
        ),
      );
      const status = `${o.statusName}${o.closed ? ', expired' : ''}`;
      return row([`#${o.id}`, o.email, status, `${o.currencyInco}${o.payPrice}`, el('span', { className: 'moves' }, moves)]);
    }),
  );
}

/** The language an email is written in, as its line names it; its text is marked with the matching tag. */
const EMAIL_LANGUAGES = { en: { name: 'English', tag: 'en' }, zh: { name: '中文', tag: 'zh-Hans' } };

/**
 * One email: its line (time, address, language, subject) opens its whole text. The text is an email's, which a
 * shop's customer partly wrote (a name), so it is set as text, never parsed as HTML; a code keeps its Copy button in
 * view.
 */
function emailItem(e, open) {
  const language = EMAIL_LANGUAGES[e.language] ?? EMAIL_LANGUAGES.en;
  const details = el('details', { className: 'email', open }, [
    el('summary', { textContent: `${e.sentAt} → ${e.to} (${language.name}): ${e.subject}` }),
    el('pre', { className: 'email-text', lang: language.tag, textContent: e.text }),
  ]);
  details.dataset.emailId = String(e.id);
  return el('li', {}, [details, e.code ? copyable(e.code, `code sent to ${e.to}`) : '']);
}

export async function drawOutbox() {
  const to = new FormData($('#outbox-filter')).get('to');
  const { emails } = await api('GET', `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  // Every action redraws the console; an email a person opened stays open.
  const opened = new Set([...document.querySelectorAll('#outbox details[open]')].map((details) => details.dataset.emailId));
  $('#outbox').replaceChildren(...emails.slice(0, 50).map((e) => emailItem(e, opened.has(String(e.id)))));
}
