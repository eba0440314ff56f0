import { STORAGE_TOKEN } from '@tours/contract/constants';
import { useSyncExternalStore } from 'react';
import { appPath } from '../config/base-path';
import { paths } from './paths';
import { rememberVisitor } from './visitor';

/** The session is the token in local storage (spec §4): present means logged in. */

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_TOKEN);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(STORAGE_TOKEN, token);
  rememberVisitor();
  notify();
}

export function clearToken(): void {
  window.localStorage.removeItem(STORAGE_TOKEN);
  rememberVisitor();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_TOKEN) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface Session {
  token: string | null;
  isLoggedIn: boolean;
}

export function useSession(): Session {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  return { token, isLoggedIn: token !== null && token !== '' };
}

/**
 * Log out (spec §2): remove the token and return to the home page. A full load, not a client-side
 * navigation: the screen being left (the account centre) would otherwise see the token gone first and
 * send the visitor to /login, and the query cache would keep the customer's data in memory.
 */
export function logOut(): void {
  clearToken();
  window.location.assign(appPath(paths.home.href()));
}
