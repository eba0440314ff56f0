import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../test/source-files';
import { lazyPart, untilLazyPartsOnScreen } from './lazy-part';

describe('lazyPart', () => {
  it('draws the part once its module is here, and untilLazyPartsOnScreen waits for it', async () => {
    let arrive: (module: { Part: () => ReactElement }) => void = () => undefined;
    const module = new Promise<{ Part: () => ReactElement }>((resolve) => {
      arrive = resolve;
    });
    const Part = lazyPart(
      () => module,
      (loaded) => loaded.Part,
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    let settled = false;
    const waiting = untilLazyPartsOnScreen().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    arrive({ Part: () => <p>the part</p> });
    await waiting;
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('draws a preloaded part in the first render, without its fallback', async () => {
    const Part = lazyPart(
      async () => ({ Part: () => <p>the preloaded part</p> }),
      (loaded) => loaded.Part,
    );
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('the preloaded part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

describe('lazy parts', () => {
  it('are all declared with lazyPart, so a page the server drew is released once they are on screen', () => {
    const src = join(import.meta.dirname, '..');
    const bare = sourceFilesUnder(src)
      .filter((file) => !file.endsWith('lazy-part.tsx'))
      .filter((file) => /\blazy\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(bare).toEqual([]);
  });
});
