import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks } from './markdown-links.js';
import { comments, folderWords, missingNames, nameResolver, pathWords, repositoryFiles } from './named-files.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('docs and comments name real files', () => {
  it('links only to files and headings that exist (every Markdown link and image, checked by remark-validate-links)', async () => {
    const broken = await brokenLinks(
      ROOT,
      repositoryFiles(ROOT).filter((file) => file.endsWith('.md')),
    );
    expect(broken, `Fix each link, or point it at the file or heading that holds the thing now:\n${broken.join('\n')}\n`).toEqual([]);
  }, 60_000);

  it('names no file or folder that does not exist (paths in Markdown prose, and in the comments of .ts, .tsx and .mjs files)', () => {
    const missing = missingNames(ROOT).map(({ file, line, name }) => `${file}:${line} names ${name}`);
    expect(missing, `Fix each name, or point it at the file that holds the thing now:\n${missing.join('\n')}\n`).toEqual([]);
  }, 60_000);
});

describe('what counts as a name', () => {
  it('takes paths and bare file names, also inside backticks and commands', () => {
    expect(pathWords('see `mock-server/src/runtime/refusal.ts` and fixtures.ts; run `npx tsx scripts/bench/web.ts`.')).toEqual([
      'mock-server/src/runtime/refusal.ts',
      'fixtures.ts',
      'scripts/bench/web.ts',
    ]);
    expect(pathWords('(`../helper.ts`, ./x.mjs)')).toEqual(['../helper.ts', './x.mjs']);
  });

  it('leaves out URLs, package paths, globs, placeholders and absolute paths', () => {
    const line =
      'https://github.com/a/b/blob/main/docs/x.md @mantine/core/styles.css src/**/*.test.ts contract/src/calls/<area>.ts ' +
      '{a,b}.ts /media/tours/1.svg /usr/bin/chromium 1.svg';
    expect(pathWords(line)).toEqual([]);
  });

  it('takes folders written in backticks with their trailing slash, not placeholders', () => {
    expect(folderWords('`mock-server/src/runtime/`, `src/msw/`, `web/src/features/<feature>/`, `uploads/<world>/`')).toEqual([
      'mock-server/src/runtime/',
      'src/msw/',
    ]);
  });

  it('finds the comments of a file, and not a comment-like text in a string or a regular expression', () => {
    const source = "// one\nconst a = '// not'; /* two */\nconst b = /\\/\\/not/;\n/** three\n * four */\nexport {};\n";
    expect(comments('x.ts', source).map((c) => [c.line, c.text])).toEqual([
      [1, '// one'],
      [2, '/* two */'],
      [4, '/** three\n * four */'],
    ]);
  });

  it('resolves from the root, from the naming file and as the tail of a real path', () => {
    const isReal = nameResolver(['mock-server/src/store/change-tracker.ts', 'mock-server/test/helper.ts', 'docs/security.md']);
    expect(isReal('mock-server/src/store/change-tracker.ts', 'README.md')).toBe(true);
    expect(isReal('store/change-tracker.ts', 'docs/coverage.md')).toBe(true);
    expect(isReal('./helper.ts', 'mock-server/test/calls.test.ts')).toBe(true);
    expect(isReal('security.md', 'docs/adr/0001-x.md')).toBe(true);
    expect(isReal('../security.md', 'docs/adr/0001-x.md')).toBe(true);
    expect(isReal('mock-server/src/runtime/refusal-envelope.ts', 'README.md')).toBe(false);
    expect(isReal('refusal-envelope.ts', 'mock-server/src/x.ts')).toBe(false);
    expect(isReal('./security.md', 'docs/adr/0001-x.md')).toBe(false);
    expect(isReal('web/dist/.vite/manifest.json', 'README.md')).toBe(true);
  });
});
