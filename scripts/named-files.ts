import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import ts from 'typescript';

/**
 * Finds the repository files that the Markdown files and the code comments name in their text, and tells which of them
 * do not exist: a doc or comment that names a moved or deleted file sends its reader nowhere. Markdown links are
 * remark-validate-links' to check (markdown-links.ts); what it cannot see is a name written as text, so this reads
 * the prose outside links and the comments of code.
 *
 * A name is a path-like word (`mock-server/src/runtime/refusal.ts`, `./named-files.ts`), a
 * bare file name (`fixtures.ts`) whose extension is one of ours, or a folder in backticks with its trailing slash. A
 * path is real when it resolves from the repository root, from the naming file's folder, or is the tail of a real path
 * (`store/change-tracker.ts` inside mock-server/src); a bare name when some file or folder has it. Left out on purpose:
 * URLs, `@scope/package/...` paths, globs and placeholders (`*`, `<area>`, `{a,b}`), absolute paths (routes such as
 * `/media/x.svg`, system files), paths that leave the repository, paths into an installed package
 * (`lighthouse/core/...`), paths through folders a build or a run writes (dist, test-results...), and the few outside
 * names listed in EXTERNAL.
 */
export interface Naming {
  /** The naming file, from the repository root. */
  file: string;
  line: number;
  /** The name as written. */
  name: string;
}

const EXTENSIONS = ['tsx', 'ts', 'mts', 'cts', 'mjs', 'cjs', 'jsx', 'js', 'json', 'md', 'css', 'html', 'sh', 'yml', 'yaml'];
const PICTURE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'];
/** Folders written by builds and runs: what is inside them exists only after a command. */
const GENERATED = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  '.request-shapes',
  '.cache',
  '.vite',
  'uploads',
  '.state',
]);
/** Names of files outside this repository that our text names as such. */
const EXTERNAL = new Map<string, string>([
  ['docs/throttling.md', "Lighthouse's own documentation, which the vitals report cites"],
  ['mockServiceWorker.js', "MSW's service worker, shipped by the msw package and copied at build time"],
  ['styles.css', "Mantine's whole stylesheet, @mantine/core/styles.css"],
  ['404.html', "the preview build's copy of index.html, written into its output folder"],
  ['STYLE.md', "the project's style guide, beside the repository (../shared/)"],
  ['DESIGN.md', "the project's design, beside the repository (../shared/)"],
  ['Node.js', 'the runtime, not a file'],
  ['Next.js', 'a framework, not a file'],
]);

const extensions = [...EXTENSIONS, ...PICTURE_EXTENSIONS].join('|');
/** A word that looks like a file path or name; never inside a URL, a package path, a glob or a placeholder. */
const PATH_WORD = new RegExp(
  `(?<![\\w@./\\\\<>{}*$~:-])((?:\\.{1,2}/)*(?:[\\w.-]+/)*[\\w.-]*[\\w-]\\.(?:${extensions}))(?![\\w/<>{}*$-])`,
  'g',
);
const URL = /\b[a-z][a-z\d+.-]*:\/\/[^\s)>\]`'"]*/gi;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** Every path-like word of one line of prose or comment (URLs removed first). */
export function pathWords(line: string): string[] {
  const text = line.replace(URL, ' ');
  return [...text.matchAll(PATH_WORD)]
    .map((match) => match[1] ?? '')
    .filter((word) => {
      const extension = word.slice(word.lastIndexOf('.') + 1);
      // A picture is named by its path; a bare "x.svg" is usually a pattern or an example.
      return word.includes('/') || EXTENSIONS.includes(extension);
    });
}

/** Folders written in backticks with a trailing slash (`mock-server/src/runtime/`), placeholders left out. */
export function folderWords(line: string): string[] {
  return [...line.matchAll(/`((?:\.{1,2}\/)*(?:[\w.-]+\/)+)`/g)].map((match) => match[1] ?? '');
}

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
export function comments(file: string, source: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, { line: number; text: string }>();
  const collect = (position: number) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, position) ?? []),
      ...(ts.getTrailingCommentRanges(source, position) ?? []),
    ]) {
      if (found.has(range.pos)) continue;
      found.set(range.pos, {
        line: sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: source.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(sourceFile)) visit(child);
  };
  visit(sourceFile);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** The repository's files as git sees them (tracked, or new and not ignored), without deleted ones. */
export function repositoryFiles(root: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
    return [...new Set(listed.split('\0'))].filter((file) => file !== '' && existsSync(join(root, file)));
  } catch {
    return walk(root, '');
  }
}

function walk(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.name === '.git' || GENERATED.has(entry.name)) return [];
    return entry.isDirectory() ? walk(root, path) : [path];
  });
}

/** Answers whether a name written in `fromFile` is a file or folder of the repository (or not ours to check). */
export function nameResolver(files: readonly string[], isPackage: (name: string) => boolean = () => false) {
  const fileSet = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const baseNames = new Set([...files, ...folders].map((path) => posix.basename(path)));
  const isReal = (path: string) => fileSet.has(path) || folders.has(path);
  const paths = [...files, ...folders];
  const isTail = (path: string) => paths.some((real) => real.endsWith(`/${path}`));

  return (name: string, fromFile: string): boolean => {
    const path = name.replace(/\/$/, '');
    if (EXTERNAL.has(path) || path.startsWith('/') || path.split('/').some((part) => GENERATED.has(part))) return true;
    const here = posix.normalize(posix.join(dirname(fromFile), path));
    if (here.startsWith('../')) return true;
    if (path.startsWith('./') || path.startsWith('../')) return isReal(here);
    if (!path.includes('/')) return baseNames.has(path);
    const first = path.split('/')[0] ?? '';
    if (!folders.has(first) && isPackage(first)) return true;
    return isReal(posix.normalize(path)) || isReal(here) || isTail(posix.normalize(path));
  };
}

const CODE = /\.(ts|tsx|mts|mjs)$/;

/** Every name in the repository's Markdown files and code comments that is no file or folder of it. */
export function missingNames(root: string): Naming[] {
  const files = repositoryFiles(root).filter((file) => !file.split('/').some((part) => GENERATED.has(part)));
  const isReal = nameResolver(files, (name) => existsSync(join(root, 'node_modules', name, 'package.json')));
  const missing: Naming[] = [];
  const check = (file: string, line: number, names: string[]) => {
    for (const name of names) if (!isReal(name, file)) missing.push({ file, line, name });
  };
  for (const file of files.filter((path) => path.endsWith('.md'))) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        check(file, index + 1, [...pathWords(text.replace(MARKDOWN_LINK, ']')), ...folderWords(text)]);
      });
  }
  for (const file of files.filter((path) => CODE.test(path))) {
    for (const comment of comments(file, readFileSync(join(root, file), 'utf8'))) {
      comment.text.split('\n').forEach((text, index) => {
        check(file, comment.line + index, [...pathWords(text), ...folderWords(text)]);
      });
    }
  }
  return missing;
}
