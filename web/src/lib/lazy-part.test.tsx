import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../test/source-files';
import { lazyPart, preloadEveryLazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('draws the part once its module is here', async () => {
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
    arrive({ Part: () => <p>the part</p> });
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

  it('is preloaded with every other part by preloadEveryLazyPart, as a server does before drawing pages', async () => {
    const Part = lazyPart(
      async () => ({ Part: () => <p>drawn at once</p> }),
      (loaded) => loaded.Part,
    );
    await preloadEveryLazyPart();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('drawn at once')).toBeInTheDocument();
  });

  it('preloads the parts a lazy part declares when its module loads, as a lazy footer declares its HTML block', async () => {
    let Inner: ReturnType<typeof lazyPart<{ Part: () => ReactElement }, object>> | undefined;
    const Outer = lazyPart(
      async () => {
        // The module's own lazy part, declared as the module is evaluated.
        Inner = lazyPart(
          async () => ({ Part: () => <p>the inner part</p> }),
          (loaded) => loaded.Part,
        );
        return { Part: () => (Inner ? <Inner /> : null) };
      },
      (loaded) => loaded.Part,
    );
    await preloadEveryLazyPart();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Outer />
      </Suspense>,
    );
    expect(screen.getByText('the inner part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });
});

describe('lazy parts', () => {
  it("are all declared with lazyPart, so a server can draw pages with every part's code at hand", () => {
    const src = join(import.meta.dirname, '..');
    const bare = sourceFilesUnder(src)
      .filter((file) => !file.endsWith('lazy-part.tsx'))
      .filter((file) => /\blazy\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(bare).toEqual([]);
  });
});
