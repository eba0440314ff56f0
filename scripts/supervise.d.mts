/** Types of supervise.mjs for the TypeScript that imports it (its test); the scripts themselves are plain JS. */
import type { ChildProcess } from 'node:child_process';

export declare function superviseChildren(
  children: ChildProcess[],
  stopChild?: (child: ChildProcess) => void,
  signals?: NodeJS.Signals[],
): void;
