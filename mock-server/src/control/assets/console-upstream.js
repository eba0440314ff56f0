// The real backend panel (--upstream): which calls the mock still answers, and where the backend drifts from the contract.
import { $, act, api, el, say } from './console-dom.js';

/** Ticks a person has not saved yet: a redraw (any action redraws everything) or a refusal must not undo them. */
let unsaved = false;

export async function drawUpstream() {
  const view = await api('GET', '/upstream');
  const on = view.upstream !== null;
  $('#upstream-none').hidden = on;
  $('#upstream-on').hidden = !on;
  if (!on) return;
  $('#upstream-base').textContent = view.upstream;
  $('#upstream-timeout').textContent = `${view.timeoutMs} ms`;
  $('#upstream-tokens').textContent = view.tokensForwarded
    ? 'Sessions come from the real backend, so forwarded calls carry the shopper’s token.'
    : 'Sessions come from the mock, so forwarded calls go without the shopper’s token.';
  if (!unsaved) drawChoices(view);
  await drawDrift();
}

export async function drawDrift() {
  if ($('#upstream-on').hidden) return;
  const { total, dropped, entries } = await api('GET', '/drift');
  $('#drift-count').textContent = String(total);
  $('#drift-empty').hidden = total > 0;
  $('#drift-box').hidden = total === 0;
  $('#drift-dropped').hidden = dropped === 0;
  $('#drift-dropped').textContent = `${dropped} more kinds of drift were only counted: the report keeps 500. Clear it to see new ones.`;
  $('#drift').replaceChildren(
    ...entries.map((d) =>
      labelledRow([
        ['Call', d.call],
        ['Field', el('code', { textContent: d.path })],
        ['Expected', d.expected],
        ['Got', d.got],
        ['First seen', el('time', { dateTime: d.firstSeen, textContent: new Date(d.firstSeen).toLocaleString() })],
        ['Count', String(d.count)],
      ]),
    ),
  );
}

/** On a phone the stacked cells lose their column headers, so each cell carries its own (mock.css shows it). */
function labelledRow(cells) {
  return el(
    'tr',
    {},
    cells.map(([label, content]) => {
      const cell = el('td', {}, [content]);
      cell.dataset.label = label;
      return cell;
    }),
  );
}

function checkbox(value, checked) {
  return el('input', { type: 'checkbox', name: 'call', value, checked });
}

const choice = (box, text) => el('label', { className: 'choice' }, [box, ` ${text}`]);

/** A group's box ticks or unticks all its calls; its calls can still be ticked one by one, and the server says why a split fails. */
function groupChoice(group, mocked) {
  const id = `mock-group-${group.name}`;
  const whole = el('input', { type: 'checkbox', id });
  whole.setAttribute('aria-describedby', `${id}-why`);
  const members = group.calls.map((call) => checkbox(call, mocked.has(call)));
  const sync = () => {
    const ticked = members.filter((m) => m.checked).length;
    whole.checked = ticked === members.length;
    whole.indeterminate = ticked > 0 && ticked < members.length;
  };
  whole.addEventListener('change', () => {
    for (const member of members) member.checked = whole.checked;
  });
  for (const member of members) member.addEventListener('change', sync);
  sync();
  return el('div', { className: 'choice-group' }, [
    choice(whole, `@${group.name} (${group.calls.length} calls)`),
    el('p', { id: `${id}-why`, className: 'muted help', textContent: `Mocked or forwarded together: ${group.why}.` }),
    el('details', {}, [
      el('summary', { textContent: `The calls of @${group.name}` }),
      el(
        'div',
        { className: 'choices' },
        members.map((box) => choice(box, box.value)),
      ),
    ]),
  ]);
}

function drawChoices(view) {
  const mocked = new Set(view.mocked);
  const grouped = new Set(view.groups.flatMap((group) => group.calls));
  const others = [...view.mocked, ...view.forwarded].filter((call) => !grouped.has(call)).sort();
  $('#upstream-groups').replaceChildren(...view.groups.map((group) => groupChoice(group, mocked)));
  $('#upstream-calls').replaceChildren(...others.map((call) => choice(checkbox(call, mocked.has(call)), call)));
  $('#upstream-other-count').textContent = String(others.length);
  $('#upstream-other-mocked').textContent = String(others.filter((call) => mocked.has(call)).length);
}

async function saveMocked(event) {
  event.preventDefault();
  const mocked = [...event.target.querySelectorAll('input[name="call"]:checked')].map((box) => box.value);
  try {
    const view = await api('PUT', '/upstream', { mocked });
    unsaved = false;
    drawChoices(view);
    say(`Saved: ${view.mocked.length} calls mocked, ${view.forwarded.length} forwarded to the real backend`);
  } catch (error) {
    // The ticks stay as they were, so the person can fix the one the message names.
    say(`Refused: ${error.message}`);
  }
}

export function wireUpstream() {
  const form = $('#upstream-mocked');
  form.addEventListener('change', () => {
    unsaved = true;
  });
  form.addEventListener('submit', saveMocked);
  $('#upstream-discard').addEventListener('click', () => {
    unsaved = false;
    drawUpstream().catch((error) => say(`Could not load: ${error.message}`));
  });
  $('#drift-refresh').addEventListener('click', () => drawDrift().catch((error) => say(`Could not load the drift: ${error.message}`)));
  $('#drift-clear').addEventListener('click', () => act(() => api('DELETE', '/drift'), 'drift report cleared'));
}
