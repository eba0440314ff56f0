import { Refusal } from './refusal.js';

/** Why a visitor's path cannot be forwarded: a 400 whose message names the rule, never the backend. */
const refusedPath = (message: string) => new Refusal(400, message);

/** Sub-delimiters, `:` and `@` that encodeURIComponent escapes but a path segment may carry as they are (RFC 3986 `pchar`). */
const KEPT_IN_SEGMENT: Record<string, string> = { '%24': '$', '%26': '&', '%2B': '+', '%2C': ',', '%3D': '=', '%3A': ':', '%40': '@' };

/** A decoded segment written back for the request line. `;` stays escaped: servlet containers read `..;x` as `..`. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(24|26|2B|2C|3D|3A|40)/g, (escaped) => KEPT_IN_SEGMENT[escaped] ?? escaped);

/** A dot segment as a backend may read it: `.`, `..`, and either with a path parameter (`..;jsessionid=1`). */
const isDotSegment = (segment: string) => {
  const bare = segment.split(';')[0];
  return bare === '.' || bare === '..';
};

/**
 * A separator, a dot or NUL still escaped after one decoding (`%252f` read as `%2f`): the visitor encoded it twice, for
 * a backend or a proxy in front of it that decodes once more and then reads `/`, `\`, `..` or the end of the string.
 */
const STILL_ESCAPED = /%(2f|5c|2e|00)/i;

/** Control characters would be written into the request line or a log; no address of the shop has one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The backend path a visitor's raw path stands for: `<base path><raw path>`, rebuilt from its decoded segments so that
 * nothing the backend or a URL parser does to it afterwards can move it. A backslash (raw or `%5C`: WHATWG URL parsers
 * read it as `/` and then resolve the dots), a dot segment after decoding, a malformed escape or a control character
 * is refused, and so is one encoded twice; the rebuilt address must still lie under `<base path><folder>/`; otherwise a 400 Refusal.
 */
export function upstreamPathOf(rawPath: string, basePath: string, folder: string): string {
  if (!rawPath.startsWith('/')) throw refusedPath('A forwarded path must start with /');
  const segments = rawPath
    .slice(1)
    .split('/')
    .map((raw) => {
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        throw refusedPath('The path holds a malformed percent escape');
      }
      // As a backend that folds Unicode compatibility forms would read it too: fullwidth dots and solidi are . and /.
      const folded = segment.normalize('NFKC');
      if (isDotSegment(folded)) throw refusedPath('A . or .. segment is not allowed in a path');
      if (folded.includes('\\')) throw refusedPath('A backslash is not allowed in a path');
      // A proxy or backend that decodes %2F would see new segments, dots among them.
      if (folded.includes('/')) throw refusedPath('An encoded slash is not allowed in a path');
      if (CONTROL_CHARACTER.test(segment)) throw refusedPath('A control character is not allowed in a path');
      if (STILL_ESCAPED.test(segment)) throw refusedPath('A double-encoded separator or dot is not allowed in a path');
      return encodeSegment(segment);
    });
  const path = `${basePath}/${segments.join('/')}`;
  // The same check a URL parser will make: what it resolves must be what we built, under a folder we forward.
  const resolved = new URL(path, 'http://backend.invalid').pathname;
  if (resolved !== path || !path.startsWith(`${basePath}${folder}/`)) {
    throw refusedPath('The path is outside the forwarded folders');
  }
  return path;
}
