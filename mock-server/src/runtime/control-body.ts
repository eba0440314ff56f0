const shown = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * The control plane takes JSON bodies only (what a cross-site form or no-cors fetch cannot send without a
 * preflight), or no body at all: the refusal of anything else, in both adapters, or null.
 */
export function controlBodyRefusal(media: string | undefined, hasBody: boolean): string | null {
  if (media === 'application/json' || (media === undefined && !hasBody)) return null;
  return `Content-Type: must be application/json; the control plane takes JSON bodies only${media ? ` (got ${shown(media)})` : ''}, and no body at all for POST and DELETE without input.`;
}
