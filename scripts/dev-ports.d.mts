/** Types of dev-ports.mjs for the TypeScript that imports it (its tests); the scripts themselves are plain JS. */
export declare const DEFAULT_MOCK_PORT: number;
export declare function takePortFlags(args: readonly string[]): {
  webPort: number | undefined;
  mockPort: number | undefined;
  rest: string[];
};
export declare function portIsFree(port: number, host?: string): Promise<boolean>;
export declare function freePairAfter(port: number, host?: string): Promise<number | undefined>;
