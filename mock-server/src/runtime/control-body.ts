const shown = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** Methods that only read; every other method is a control-plane write. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every control-plane write (POST, PUT, PATCH, DELETE) carries `Content-Type: application/json`, even without a
 * body: a page of another site cannot send that type without a CORS preflight, which this server never grants,
 * while a form, a no-cors fetch or a body-less POST from such a page can be sent without asking. A read may come
 * without a body and without a type. The refusal of anything else, in both adapters, or null.
 */
export function controlBodyRefusal(method: string, media: string | undefined, hasBody: boolean): string | null {
  if (media === 'application/json') return null;
  const reads = READING_METHODS.has(method.toUpperCase());
  if (reads && media === undefined && !hasBody) return null;
  const got = media ? ` (got ${shown(media)})` : ' (got none)';
  return reads
    ? `Content-Type: must be application/json; the control plane takes JSON bodies only${got}.`
    : `Content-Type: must be application/json on every control-plane write (POST, PUT, PATCH, DELETE), even without a body${got}, so that a page of another site cannot make one without a CORS preflight; send -H 'content-type: application/json'.`;
}
