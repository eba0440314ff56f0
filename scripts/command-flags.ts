import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A script's flags as `parseArgs` reads them, with what a person at a terminal expects around them: `--help` prints the
 * usage and exits 0; a flag the script does not know, or one without its value, prints that and the usage and exits 2,
 * never a stack trace.
 */
export function commandFlags<O extends Options>(
  options: O,
  usage: string,
  args: string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: false }>>['values'] {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}
