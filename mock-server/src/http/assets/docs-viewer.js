// A small offline OpenAPI viewer: one token for every call, one collapsible block per operation with its
// schemas and a "try it" form prefilled from the document's examples, fitted to the world (GET /docs/try-it.json).
const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

const TOKEN_KEY = 'docs-token';
const tokenInput = document.querySelector('#token');
const token = () => sessionStorage.getItem(TOKEN_KEY) || '';

function useToken(value, note) {
  if (value) sessionStorage.setItem(TOKEN_KEY, value);
  else sessionStorage.removeItem(TOKEN_KEY);
  tokenInput.value = value;
  document.querySelector('#token-status').textContent = note;
}

/** Encodes the payload the way the registry says the call travels: query, form, JSON or multipart. */
async function send(path, method, operation, payloadText, fileInput) {
  const headers = { accept: 'application/json' };
  // As is, no "Bearer " prefix: the backend reads the bare token (spec §7).
  if (token()) headers.authorization = token();
  const type = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : null;
  if (type === 'multipart/form-data') {
    const body = new FormData();
    if (fileInput.files[0]) body.append('file', fileInput.files[0]);
    return fetch(path, { method, headers, body });
  }
  const payload = payloadText.trim() ? JSON.parse(payloadText) : {};
  if (!type) return fetch(`${path}?${new URLSearchParams(payload)}`, { method, headers });
  if (type === 'application/json')
    return fetch(path, { method, headers: { ...headers, 'content-type': type }, body: JSON.stringify(payload) });
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  return fetch(path, { method, headers: { ...headers, 'content-type': type }, body: form });
}

/** The form starts with the server's payload for this world (GET /docs/try-it.json): one that succeeds when sent. */
function operationBlock(path, method, operation, prefill) {
  const requestSchema = operation.requestBody
    ? Object.values(operation.requestBody.content)[0].schema
    : {
        type: 'object',
        properties: Object.fromEntries((operation.parameters || []).map((p) => [p.name, p.schema])),
        required: (operation.parameters || []).filter((p) => p.required).map((p) => p.name),
      };
  const isUpload = operation.requestBody && 'multipart/form-data' in operation.requestBody.content;
  const id = operation.operationId.replace(/[^A-Za-z0-9]/g, '-');
  const payload = el('textarea', { id: `${id}-payload`, rows: 8, value: JSON.stringify(prefill?.payload ?? {}, null, 2) });
  const fileInput = el('input', { id: `${id}-payload`, type: 'file' });
  const output = el('pre', { textContent: '' });
  output.setAttribute('aria-live', 'polite');
  const tryIt = el('button', { type: 'button', textContent: `Send ${operation.operationId}` });
  tryIt.addEventListener('click', async () => {
    output.textContent = 'Sending…';
    try {
      const response = await send(path, method.toUpperCase(), operation, payload.value, fileInput);
      output.textContent = JSON.stringify(await response.json(), null, 2);
    } catch (error) {
      output.textContent = `Error: ${error.message}`;
    }
  });
  const responseSchema = operation.responses['200'].content['application/json'].schema;
  return el('details', { className: 'operation' }, [
    el('summary', {}, [
      el('span', { className: 'method', textContent: method.toUpperCase() }),
      ` ${path} `,
      el('span', { className: 'muted', textContent: `${operation.operationId} · auth ${operation['x-auth']} · ${operation.summary}` }),
    ]),
    el('h3', { textContent: 'Request' }),
    el('pre', { textContent: JSON.stringify(requestSchema, null, 2) }),
    el('h3', { textContent: 'Response envelope' }),
    el('pre', { textContent: JSON.stringify(responseSchema, null, 2) }),
    el('h3', { textContent: 'Try it' }),
    el('p', { className: 'muted', textContent: operation['x-auth'] === 'none' ? 'Sent without a token.' : 'Sent with the token above.' }),
    prefill?.note ? el('p', { className: 'muted', textContent: prefill.note }) : '',
    el('label', { htmlFor: `${id}-payload`, textContent: isUpload ? 'File' : 'Payload (JSON; a form or query is encoded from it)' }),
    isUpload ? fileInput : payload,
    tryIt,
    output,
  ]);
}

async function logIn(form) {
  const body = new URLSearchParams({ username: form.get('username'), password: form.get('password') });
  const response = await fetch('/rest/api/verify/login', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const answer = await response.json();
  if (answer.code !== 200 || !answer.data?.token) throw new Error(answer.message || `code ${answer.code}`);
  useToken(answer.data.token, `Logged in as ${form.get('username')}; every "try it" sends its token.`);
}

function wireToken() {
  tokenInput.value = token();
  document.querySelector('#token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const value = tokenInput.value.trim();
    useToken(value, value ? 'Every "try it" sends this token.' : 'No token: calls go as a visitor.');
  });
  document.querySelector('#token-clear').addEventListener('click', () => useToken('', 'No token: calls go as a visitor.'));
  document.querySelector('#token-login').addEventListener('submit', (event) => {
    event.preventDefault();
    logIn(new FormData(event.target)).catch((error) => {
      document.querySelector('#token-status').textContent = `Login refused: ${error.message}`;
    });
  });
}

/** "1 booked order", "2 booked orders": /__mock/info gives counts, and this page says them in English. */
const counted = (count, one) => `${count} ${one}${count === 1 ? '' : 's'}`;

const ORDER_WORDS = [
  ['unpaid', 'unpaid order'],
  ['expired', 'expired order'],
  ['booked', 'booked order'],
  ['completed', 'completed order'],
  ['refund', 'refunded order'],
];

function accountFacts(account) {
  if (!account.inWorld) return 'is not in this world (reset or reseed it to log in with it)';
  const { orders, favourites, savedCards, messageThreads } = account.has;
  const byStatus = ORDER_WORDS.filter(([status]) => orders[status] > 0).map(([status, one]) => counted(orders[status], one));
  const rest = [counted(favourites, 'favourite'), counted(savedCards, 'saved card'), counted(messageThreads, 'message thread')];
  return `has ${byStatus.length > 0 ? byStatus.join(', ') : 'no orders'}; ${rest.join(', ')}`;
}

const cardOutcome = (outcome) =>
  outcome.kind === 'declined' ? `declined: "${outcome.reason.en}"` : `approved about ${outcome.settleMs / 1000} s later`;

const item = (code, text) => el('li', {}, [el('code', { textContent: code }), ` ${text}`]);

/** The console's facts (GET /__mock/info): the demo logins with what each has in this world, and the test cards. */
function showDemoFacts({ demoAccounts, testCards }) {
  const [first] = demoAccounts;
  if (first) {
    document.querySelector('#login-email').value = first.email;
    document.querySelector('#login-password').value = first.password;
  }
  document.querySelector('#demo-accounts').replaceChildren(...demoAccounts.map((a) => item(`${a.email} / ${a.password}`, accountFacts(a))));
  document.querySelector('#test-cards').replaceChildren(...testCards.map((c) => item(c.number, `${c.name}: ${cardOutcome(c.outcome)}`)));
  document.querySelector('#demo-facts').hidden = false;
}

async function main() {
  wireToken();
  // A server without the control plane still lets a person type any account.
  fetch('/__mock/info')
    .then((response) => (response.ok ? response.json().then(showDemoFacts) : undefined))
    .catch(() => undefined);
  const [document_, { examples }] = await Promise.all(
    ['/docs/openapi.json', '/docs/try-it.json'].map(async (url) => (await fetch(url)).json()),
  );
  const blocks = Object.entries(document_.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => operationBlock(path, method, op, examples[op.operationId])),
  );
  const intro = el('p', {
    textContent: `${blocks.length} calls. Every answer is an envelope {code, message, data} with HTTP status 200; code 200 is success, 201 an invalid session.`,
  });
  document.querySelector('#operations').replaceChildren(intro, ...blocks);
}

main().catch((error) => {
  document.querySelector('#operations').textContent = `Could not load the API description: ${error.message}`;
});
