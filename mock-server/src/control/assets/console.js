// The mock console: every control calls the JSON control plane of /__mock for the current world.
import { $, act, api, onRedraw, say } from './console-dom.js';
import { drawJournal, wireJournal } from './console-journal.js';
import { drawCallChoices, drawClock, drawFaults, drawOrders, drawOutbox, drawOverrides, drawStart, drawWorlds } from './console-panels.js';
import { drawDrift, drawUpstream, wireUpstream } from './console-upstream.js';

async function refresh() {
  try {
    await Promise.all([
      drawStart(),
      drawWorlds(),
      drawClock(),
      drawFaults(),
      drawOverrides(),
      drawOrders(),
      drawOutbox(),
      drawJournal(),
      drawUpstream(),
    ]);
  } catch (error) {
    say(`Could not load: ${error.message}`);
  }
}
onRedraw(refresh);
// The worked examples name this server, so they can be pasted as they stand.
for (const origin of document.querySelectorAll('.origin')) origin.textContent = location.origin;

function onSubmit(selector, handler) {
  $(selector).addEventListener('submit', (event) => {
    event.preventDefault();
    handler(new FormData(event.target));
  });
}

const numberOrUndefined = (value) => (value === null || value === '' ? undefined : Number(value));

onSubmit('#world-create', (form) => act(() => api('POST', '/worlds', { name: form.get('name') }), 'world created'));
onSubmit('#reseed', (form) =>
  act(() => api('POST', '/reseed', { seed: numberOrUndefined(form.get('seed')), scale: numberOrUndefined(form.get('scale')) }), 'reseeded'),
);
onSubmit('#clock-set', (form) => act(() => api('POST', '/clock/set', { iso: new Date(form.get('iso')).toISOString() }), 'clock set'));
onSubmit('#outbox-filter', () => refresh());
onSubmit('#fault-add', (form) =>
  act(
    () =>
      api('POST', '/faults', {
        call: form.get('call'),
        delayMs: numberOrUndefined(form.get('delayMs')),
        errorCode: numberOrUndefined(form.get('errorCode')),
        errorMessage: form.get('errorMessage') || undefined,
        failureRate: numberOrUndefined(form.get('failureRate')),
      }),
    'fault set',
  ),
);
onSubmit('#state-import', (form) =>
  act(async () => {
    const text = await form.get('file').text();
    await api('PUT', '/state', JSON.parse(text));
  }, 'state imported'),
);
for (const b of document.querySelectorAll('[data-advance]')) {
  b.addEventListener('click', () => act(() => api('POST', '/clock/advance', JSON.parse(b.dataset.advance)), 'clock advanced'));
}
$('#reset').addEventListener('click', () => act(() => api('POST', '/reset'), 'world reset'));
$('#faults-clear').addEventListener('click', () => act(() => api('DELETE', '/faults'), 'faults cleared'));
$('#overrides-clear').addEventListener('click', () => act(() => api('DELETE', '/overrides'), 'overrides cleared'));
$('#session-expired').addEventListener('change', (event) =>
  act(() => api('POST', '/session-expired', { enabled: event.target.checked }), event.target.checked ? 'sessions expire' : 'sessions back'),
);
wireJournal();
wireUpstream();

drawCallChoices().catch((error) => say(`Could not load the calls: ${error.message}`));
refresh();
// The journal's count (and its page when open) and the drift report follow the shop's requests without a reload.
setInterval(() => {
  drawJournal().catch(() => undefined);
  drawDrift().catch(() => undefined);
}, 5000);
