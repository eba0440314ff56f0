/// <reference lib="webworker" />
/**
 * MSW's core keeps the cookies its handlers set in localStorage, and refuses to load in a browser-like place
 * without one; a Web Worker has none. The mock sets no cookies, so a store in memory is all it needs. Imported
 * first by world-worker.ts, so it exists before MSW's modules run.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

if (!('localStorage' in globalThis)) Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
