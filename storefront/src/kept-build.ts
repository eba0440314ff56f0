export type KeptBuildOptions = {
  /** How long a built value is served as it is; 0 keeps none: every request waits for a build of its own time. */
  keepMs: number;
  /** After a failed build, how long requests get the failure (or the last good value) before another build starts. */
  retryAfterMs: number;
  now?: () => number;
};

/**
 * A value that is costly to build, built once for everyone asking at the same time, and kept a while. Once it is older
 * than `keepMs` it is still served, at once, while a new one is built in its place; the new one replaces it only when
 * whole, so a failed build never takes away the last good value. With no good value, a failed build is the answer
 * until `retryAfterMs` has passed: asking again at once would rebuild against whatever just failed, as often as the
 * requests come.
 */
export class KeptBuild<T> {
  private kept: { value: T; builtAt: number } | null = null;
  private building: Promise<T> | null = null;
  private failed: { error: unknown; at: number } | null = null;
  private readonly now: () => number;

  constructor(
    private readonly build: () => Promise<T>,
    private readonly options: KeptBuildOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The value to serve now; rejects with the build's error when there is no good value to serve. */
  value(): Promise<T> {
    const kept = this.kept;
    if (kept && this.now() - kept.builtAt < this.options.keepMs) return Promise.resolve(kept.value);
    const building = this.building ?? this.startUnlessFailedLately();
    if (kept) return Promise.resolve(kept.value);
    if (building) return building;
    return Promise.reject(this.failed?.error);
  }

  private startUnlessFailedLately(): Promise<T> | null {
    if (this.failed && this.now() - this.failed.at < this.options.retryAfterMs) return null;
    const building = this.build().then(
      (value) => {
        if (this.options.keepMs > 0) this.kept = { value, builtAt: this.now() };
        this.failed = null;
        return value;
      },
      (error: unknown) => {
        this.failed = { error, at: this.now() };
        throw error;
      },
    );
    this.building = building;
    // Handled here too: a build nobody waits for (a stale value was served meanwhile) must not end as an unhandled
    // rejection.
    const settled = () => {
      this.building = null;
    };
    building.then(settled, settled);
    return building;
  }
}
