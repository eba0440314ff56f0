import { describe, expect, it } from 'vitest';
import { buildBundle } from './bundle';
import { zh } from './zh';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function emptyKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [prefix] : [];
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => emptyKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every English namespace, also those the entry chunk leaves to their screens (en.ts). */
const en = buildBundle(import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' }));

describe('i18n resources', () => {
  const english = en;
  const chinese = zh;

  it('has the same namespaces in English and Chinese', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys({ ...english, ...chinese }))('namespace %s has the same keys in both languages', (namespace) => {
    expect(leafKeys(chinese[namespace]).sort()).toEqual(leafKeys(english[namespace]).sort());
  });

  it.each(Object.keys({ ...english, ...chinese }))('namespace %s has no empty value', (namespace) => {
    expect(emptyKeys(english[namespace])).toEqual([]);
    expect(emptyKeys(chinese[namespace])).toEqual([]);
  });
});
