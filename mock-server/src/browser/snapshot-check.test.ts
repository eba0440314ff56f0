import { describe, expect, it } from 'vitest';
import { createState } from '../world/index.js';
import { freshSnapshot, type WorldSnapshot } from './browser-world.js';
import { checkedSnapshot } from './snapshot-check.js';

const saved = (): WorldSnapshot => ({
  ...freshSnapshot(createState({ now: new Date('2026-06-01T09:00:00Z') })),
  uploads: [['0b7e4a4e-1c57-4f39-9c1f-1f0a3cbe6a11.png', { type: 'image/png', body: new Uint8Array([137, 80, 78, 71]) }]],
});

describe('checkedSnapshot', () => {
  it('gives back a saved world that fits, uploads and all', () => {
    const world = saved();
    const checked = checkedSnapshot(world);
    expect(checked.state).toEqual(world.state);
    expect(checked.uploads).toEqual(world.uploads);
  });

  it.each<[string, (world: Record<string, unknown>) => void, RegExp]>([
    ['a state of null', (world) => Object.assign(world, { state: null }), /must be a state object/],
    [
      'a tour without its price',
      (world) => delete (world.state as { tours: Record<string, unknown>[] }).tours[0]?.adultPrice,
      /tours\[0\]/,
    ],
    ['faults of null', (world) => Object.assign(world, { faults: null }), /^faults/],
    ['a clock offset that is no number', (world) => Object.assign(world, { clockOffsetMs: Number.NaN }), /^clockOffsetMs/],
    [
      'an upload whose body is text',
      (world) => Object.assign(world, { uploads: [['a.png', { type: 'image/png', body: 'x' }]] }),
      /^uploads/,
    ],
  ])('refuses %s, naming what does not fit', (_, damage, reason) => {
    const world = saved() as unknown as Record<string, unknown>;
    damage(world);
    expect(() => checkedSnapshot(world)).toThrow(reason);
  });

  it('refuses what is not a saved world at all', () => {
    expect(() => checkedSnapshot(null)).toThrow(/snapshot/);
  });
});
