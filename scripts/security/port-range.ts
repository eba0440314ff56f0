import { portIsFree } from '../dev-ports.mjs';

/**
 * Where the probe's servers listen when `--ports` is not given: below Linux's ephemeral ports (32768 and up), where
 * the servers others start on port 0 and every outgoing connection take theirs, so none of them takes a port between
 * the probe's check and its server's listen.
 */
const DEFAULT_PORTS = '30000-30199';
/** A port found free can be bound by another process before the server listens on it; so many tries, each on the next. */
const LISTEN_ATTEMPTS = 3;

/**
 * The ports every server the probe starts listens on (the mock, the storefront, the stand-in backends): each takes the
 * next one of the range that nobody listens on, never port 0 and never a fixed port, so the probe runs where only a
 * range is open (a firewall, a container's published ports, a machine shared with other servers).
 */
export class PortRange {
  private next: number;

  private constructor(
    readonly first: number,
    readonly last: number,
  ) {
    this.next = first;
  }

  /** `<first>-<last>`, both ports from 1024 to 65535 (below 1024 needs root), the default when none is given. */
  static parse(text: string = DEFAULT_PORTS): PortRange {
    const [first, last] = (/^(\d{4,5})-(\d{4,5})$/.exec(text) ?? []).slice(1).map(Number);
    if (first === undefined || last === undefined || first < 1024 || last > 65_535 || first > last) {
      throw new Error(`--ports "${text}" must be a range of ports from 1024 to 65535, e.g. --ports 42000-42100`);
    }
    return new PortRange(first, last);
  }

  /**
   * The next port of the range free now, after the last one handed out (wrapping round), so two servers of the probe
   * never take the same one while both run.
   */
  async free(): Promise<number> {
    for (let tried = 0; tried <= this.last - this.first; tried += 1) {
      const port = this.next;
      this.next = port === this.last ? this.first : port + 1;
      if (await portIsFree(port)) return port;
    }
    throw new Error(`no port of ${this.first}-${this.last} is free`);
  }

  /**
   * Runs `listen` with the next free port, and again with the one after while another process bound the port between
   * the check and the listen (EADDRINUSE): inside the kernel's ephemeral ports any outgoing connection may take it.
   */
  async listen<T>(listen: (port: number) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const port = await this.free();
      try {
        return await listen(port);
      } catch (error) {
        const taken = (error instanceof Error ? error.message : String(error)).includes('EADDRINUSE');
        if (!taken || attempt >= LISTEN_ATTEMPTS) throw error;
      }
    }
  }

  toString(): string {
    return `${this.first}-${this.last}`;
  }
}
