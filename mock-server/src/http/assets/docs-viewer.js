// A small offline OpenAPI viewer: one collapsible block per operation, its schemas, and a "try it" form.
const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/** Encodes the payload the way the registry says the call travels: query, form, JSON or multipart. */
async function send(path, method, operation, payloadText, token, fileInput) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = token;
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

function example(schema) {
  if (!schema || typeof schema !== 'object') return {};
  if (schema.type === 'array') return [example(schema.items)];
  const out = {};
  for (const [name, property] of Object.entries(schema.properties || {})) {
    if ((schema.required || []).includes(name)) out[name] = property.type === 'number' || property.type === 'integer' ? 1 : '';
  }
  return out;
}

function operationBlock(path, method, operation) {
  const requestSchema = operation.requestBody
    ? Object.values(operation.requestBody.content)[0].schema
    : {
        type: 'object',
        properties: Object.fromEntries((operation.parameters || []).map((p) => [p.name, p.schema])),
        required: (operation.parameters || []).filter((p) => p.required).map((p) => p.name),
      };
  const isUpload = operation.requestBody && 'multipart/form-data' in operation.requestBody.content;
  const payload = el('textarea', { rows: 6, value: JSON.stringify(example(requestSchema), null, 2) });
  const fileInput = el('input', { type: 'file' });
  const token = el('input', { placeholder: 'Authorization token (as is)', value: localStorage.getItem('token') || '' });
  const output = el('pre', { textContent: '' });
  const tryIt = el('button', { type: 'button', textContent: 'Send' });
  tryIt.addEventListener('click', async () => {
    output.textContent = 'Sending…';
    try {
      const response = await send(path, method.toUpperCase(), operation, payload.value, token.value.trim(), fileInput);
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
    token,
    isUpload ? fileInput : payload,
    tryIt,
    output,
  ]);
}

async function main() {
  const document_ = await (await fetch('/docs/openapi.json')).json();
  const blocks = Object.entries(document_.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => operationBlock(path, method, op)),
  );
  const intro = el('p', {
    textContent: `${blocks.length} calls. Every answer is an envelope {code, message, data} with HTTP status 200; code 200 is success, 201 an invalid session.`,
  });
  document.querySelector('#operations').replaceChildren(intro, ...blocks);
}

main().catch((error) => {
  document.querySelector('#operations').textContent = `Could not load the API description: ${error.message}`;
});
