import { API_PREFIX } from '@tours/contract';

/** The path of a request's URL, without its query string. */
export function pathOf(url: string): string {
  return url.split('?')[0] ?? '';
}

/** Whether a path belongs to the backend's API (forwarded, never a page or a file). */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}
