/**
 * A picture the backend names, as a page may name it to crawlers and link previews: absolute (a path is under the
 * shop's origin) and a web address. Anything else (`javascript:`, `data:`, text that is no address) is left out: a
 * crawler would read it as the page's own claim. Any http(s) host is kept, since a backend may serve its pictures from a
 * CDN.
 */
export function webAddress(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The web addresses among pictures, in their order; the rest left out (webAddress). */
export const webAddresses = (pictures: readonly (string | null | undefined)[], origin: string): string[] =>
  pictures.flatMap((picture) => {
    const address = picture ? webAddress(picture, origin) : null;
    return address ? [address] : [];
  });
