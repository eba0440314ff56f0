import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver } from './theme';

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("the light scheme's text colours on white", () => {
  const { light } = cssVariablesResolver(DEFAULT_THEME);
  it.each(['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-placeholder'] as const)(
    '%s reaches WCAG AA (4.5:1)',
    (name) => {
      expect(contrast(light[name] ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
