import { resolve, sep } from 'node:path';
import { remark } from 'remark';
import { engine } from 'unified-engine';

/**
 * Every broken local link of the given Markdown files, as `file:line message`: a link or image to a file that does
 * not exist, or to a heading that its file does not have. remark-validate-links does the checking; run through
 * unified-engine (as its command line runs it), it also checks headings in other files, which its API alone does not.
 * `repository: false` keeps it from asking git for the remote (a unit test starts no process), and links that leave
 * the repository are not ours to check.
 */
export function brokenLinks(root: string, markdownFiles: readonly string[]): Promise<string[]> {
  const inside = `${resolve(root)}${sep}`;
  const outside = new RegExp(`^(?!${inside.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')})`);
  return new Promise((done, fail) => {
    engine(
      {
        processor: remark,
        cwd: root,
        files: [...markdownFiles],
        // By name, as a `.remarkrc` names it: the engine loads it and hands it the file set it checks across.
        plugins: [['remark-validate-links', { repository: false, root, skipPathPatterns: [outside] }]],
        detectConfig: false,
        detectIgnore: false,
        silent: true,
        reporter: () => '',
      },
      (error, _code, context) => {
        if (error) return fail(error);
        done(
          (context?.files ?? []).flatMap((file) => file.messages.map((message) => `${file.path}:${message.line ?? 0} ${message.reason}`)),
        );
      },
    );
  });
}
