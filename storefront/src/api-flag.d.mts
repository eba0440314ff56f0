/** Types of api-flag.mjs for the TypeScript that imports it (its test); the scripts that import it are plain JS. */
export declare function takeApiFlag(args: readonly string[]): { api: string | undefined; rest: string[] };
export declare function apiFlagOrExit(args: readonly string[]): { api: string | undefined; rest: string[] };
