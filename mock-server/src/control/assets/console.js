// The mock console: every button calls the JSON control plane of /__mock for the current world.
const $ = (selector) => document.querySelector(selector);

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`/__mock${path}`, init);
  const result = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(result.error || response.statusText);
  return result;
}

function say(text) {
  $('#status').textContent = text;
  setTimeout(() => {
    if ($('#status').textContent === text) $('#status').textContent = '';
  }, 4000);
}

/** Runs an action, reports its error, and redraws everything (the world may have changed anywhere). */
async function act(action, done) {
  try {
    await action();
    if (done) say(done);
  } catch (error) {
    say(`Refused: ${error.message}`);
  }
  await refresh();
}

function item(parts) {
  const li = document.createElement('li');
  for (const part of parts) li.append(part, ' ');
  return li;
}

function button(label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

function link(label, href) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = label;
  return a;
}

async function drawWorlds() {
  const { current, worlds } = await api('GET', '/worlds');
  $('#world-name').textContent = current;
  $('#worlds').replaceChildren(
    ...worlds.map((w) =>
      item([
        `${w.name}${w.name === current ? ' (current)' : ''}: ${w.users} users, ${w.orders} orders`,
        link('enter', `/__mock/worlds/${encodeURIComponent(w.name)}/enter`),
        button('reset', () => act(() => api('POST', `/worlds/${encodeURIComponent(w.name)}/reset`), `${w.name} reset`)),
        w.name === 'default'
          ? ''
          : button('delete', () => act(() => api('DELETE', `/worlds/${encodeURIComponent(w.name)}`), `${w.name} deleted`)),
      ]),
    ),
  );
}

async function drawClock() {
  const { now, offsetMs } = await api('GET', '/clock');
  $('#clock-now').textContent = new Date(now).toLocaleString();
  $('#clock-offset').textContent = offsetMs ? `(${Math.round(offsetMs / 60000)} min ahead of real time)` : '(real time)';
}

async function drawFaults() {
  const { sessionExpired, faults } = await api('GET', '/faults');
  $('#session-expired').checked = sessionExpired;
  $('#faults').replaceChildren(
    ...Object.entries(faults).map(([call, f]) =>
      item([
        `${call}: delay ${f.delayMs} ms, code ${f.errorCode ?? '-'} "${f.errorMessage}", rate ${f.failureRate}`,
        button('remove', () => act(() => api('DELETE', `/faults/${encodeURIComponent(call)}`), 'fault removed')),
      ]),
    ),
  );
}

async function drawOrders() {
  const { orders } = await api('GET', '/orders');
  $('#orders').replaceChildren(
    ...orders.map((o) =>
      item([
        `#${o.id} ${o.email} status ${o.status}${o.closed ? ' (expired)' : ''} ${o.currencyInco}${o.payPrice}`,
        button('complete', () => act(() => api('POST', `/orders/${o.id}/complete`), `order ${o.id} completed`)),
        button('refund', () => act(() => api('POST', `/orders/${o.id}/refund`), `order ${o.id} refunded`)),
      ]),
    ),
  );
}

async function drawOutbox() {
  const to = new FormData($('#outbox-filter')).get('to');
  const { emails } = await api('GET', `/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  $('#outbox').replaceChildren(
    ...emails.slice(0, 50).map((e) => item([`${e.sentAt} → ${e.to}: ${e.subject}`, e.code ? `code ${e.code}` : ''])),
  );
}

async function drawJournal() {
  const { entries } = await api('GET', '/journal');
  $('#journal').replaceChildren(
    ...entries.slice(0, 200).map((e) => {
      const row = document.createElement('tr');
      for (const [text, cls] of [
        [e.time.slice(11, 19)],
        [e.call],
        [String(e.code)],
        [e.message],
        [String(e.ms)],
        [JSON.stringify(e.payload), 'payload'],
      ]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        if (cls) cell.className = cls;
        row.append(cell);
      }
      return row;
    }),
  );
}

async function drawInfo() {
  const { demoAccounts, testCards } = await api('GET', '/info');
  $('#accounts').replaceChildren(...demoAccounts.map((a) => item([`${a.email} / ${a.password}`])));
  $('#cards').replaceChildren(...Object.entries(testCards).map(([name, number]) => item([`${name}: ${number}`])));
  const { paths } = await (await fetch('/docs/openapi.json')).json();
  const calls = Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
  $('#fault-call').replaceChildren(
    ...['*', ...calls].map((name) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name === '*' ? '* (every call)' : name;
      return option;
    }),
  );
}

async function refresh() {
  try {
    await Promise.all([drawWorlds(), drawClock(), drawFaults(), drawOrders(), drawOutbox(), drawJournal()]);
  } catch (error) {
    say(`Could not load: ${error.message}`);
  }
}

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
$('#journal-refresh').addEventListener('click', () => refresh());
$('#journal-clear').addEventListener('click', () => act(() => api('DELETE', '/journal'), 'journal cleared'));
$('#session-expired').addEventListener('change', (event) => act(() => api('POST', '/session-expired', { enabled: event.target.checked })));

drawInfo().catch((error) => say(`Could not load: ${error.message}`));
refresh();
setInterval(() => drawJournal().catch(() => undefined), 5000);
