import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Chromium slows only a page's main thread with `Emulation.setCPUThrottlingRate`, and refuses the command on a worker's
 * target ("Operation is only supported for pages, not workers"). A preview whose mock runs in a Web Worker and a
 * service worker would then have its mock at full speed beside a slowed page. So each worker thread of the browser's
 * renderers is given a CPU cgroup of its own, capped at 1/multiplier of one core (the page's CPU slowdown): the same
 * share Chromium's throttler leaves the page's thread. Linux only, as root, with the cgroup v1 cpu controller (cgroup
 * v2 moves single threads only inside a threaded subtree); elsewhere the workers run unthrottled and the report says
 * so.
 */
const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
/** Short enough that a thread waits at most a few ms for its share, long enough for the kernel's minimum quota (1 ms). */
const PERIOD_US = 10_000;
const POLL_MS = 10;
/** How long a new thread's name is read again: long enough for a busy renderer to name it, short enough to cost nothing. */
const NAMING_MS = 1_000;
/** Blink's thread names, as Linux keeps them (15 characters): "DedicatedWorker thread", "ServiceWorker thread", ... */
const WORKER_THREAD = /^(DedicatedWorker|ServiceWorker|SharedWorker)/;
/** One group per bench run, named after its process, holding one group per thread it caps. */
const GROUP_PREFIX = 'tours-bench-';

export type WorkerThrottle =
  | { applied: true; threadsSlowed: () => number; stop: () => void }
  | { applied: false; reason: string; stop: () => void };

const readText = (path: string) => readFileSync(path, 'utf8');

function parentOf(pid: number): number {
  // The command name in /proc/<pid>/stat may hold spaces and parentheses; the fields after its last ')' do not.
  const stat = readText(`/proc/${pid}/stat`);
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function isDescendant(pid: number): boolean {
  for (let ancestor = parentOf(pid); ancestor > 1; ancestor = parentOf(ancestor)) if (ancestor === process.pid) return true;
  return false;
}

/**
 * Read again on every poll: a renderer forked by Chromium's zygote carries the zygote's command line at first, and
 * Chromium then rewrites it as one line joined by spaces rather than by NULs.
 */
const isRenderer = (pid: number) => /(^|[\s\0])--type=renderer([\s\0]|$)/.test(readText(`/proc/${pid}/cmdline`));

/** Why this machine cannot cap a single thread, or null when it can. */
function unavailableBecause(): string | null {
  if (process.platform !== 'linux') return `${process.platform} has no cgroups`;
  if (!existsSync(join(CPU_CONTROLLER, 'cpu.cfs_quota_us'))) return `no cgroup v1 cpu controller at ${CPU_CONTROLLER}`;
  return null;
}

/** Caps every worker thread of this process's Chromium renderers at 1/multiplier of a core until stop(). */
export function throttleWorkerThreads(multiplier: number): WorkerThrottle {
  const unavailable = unavailableBecause();
  if (unavailable) return { applied: false, reason: unavailable, stop: () => undefined };
  removeGroupsOfEndedRuns();
  const group = join(CPU_CONTROLLER, `${GROUP_PREFIX}${process.pid}`);
  try {
    mkdirSync(group);
  } catch (error) {
    return { applied: false, reason: `cannot create ${group}: ${(error as NodeJS.ErrnoException).code ?? error}`, stop: () => undefined };
  }
  const descendants = new Map<number, boolean>();
  /** When each thread was first seen; a thread is named by itself a moment after it starts, with its creator's name until then. */
  const firstSeen = new Map<number, number>();
  const capped = new Set<number>();

  const cap = (tid: number) => {
    const threadGroup = join(group, String(tid));
    mkdirSync(threadGroup, { recursive: true });
    writeFileSync(join(threadGroup, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(threadGroup, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US / multiplier)));
    writeFileSync(join(threadGroup, 'tasks'), String(tid));
    capped.add(tid);
  };
  const capNewWorkerThreads = (pid: number) => {
    const now = performance.now();
    for (const entry of readdirSync(`/proc/${pid}/task`)) {
      const tid = Number(entry);
      const seenAt = firstSeen.get(tid) ?? now;
      firstSeen.set(tid, seenAt);
      if (capped.has(tid) || now - seenAt > NAMING_MS) continue;
      if (WORKER_THREAD.test(readText(`/proc/${pid}/task/${tid}/comm`))) cap(tid);
    }
  };
  const poll = () => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      try {
        if (!descendants.has(pid)) descendants.set(pid, isDescendant(pid));
        if (descendants.get(pid) && isRenderer(pid)) capNewWorkerThreads(pid);
      } catch {
        // The process or thread ended between the listing and the read.
      }
    }
  };
  const timer = setInterval(poll, POLL_MS);
  const stop = () => {
    clearInterval(timer);
    removeGroup(group);
  };
  return { applied: true, threadsSlowed: () => capped.size, stop };
}

/** A run that was killed never stopped its throttle: its groups, empty once its browser is gone, are removed. */
function removeGroupsOfEndedRuns(): void {
  for (const name of readdirSync(CPU_CONTROLLER)) {
    const pid = name.startsWith(GROUP_PREFIX) ? name.slice(GROUP_PREFIX.length) : '';
    if (pid && !existsSync(`/proc/${pid}`)) removeGroup(join(CPU_CONTROLLER, name));
  }
}

/** A run's group with the group of each thread it capped. */
function removeGroup(group: string): void {
  for (const entry of readdirSync(group, { withFileTypes: true })) if (entry.isDirectory()) release(join(group, entry.name));
  release(group);
}

/**
 * Hands a cgroup's remaining threads back to the root group, then removes it (a group with threads cannot go). The
 * browser is closed first, so normally no thread is left.
 */
function release(threadGroup: string): void {
  try {
    for (const tid of readText(join(threadGroup, 'tasks')).split('\n').filter(Boolean)) {
      appendFileSync(join(CPU_CONTROLLER, 'tasks'), tid);
    }
    rmdirSync(threadGroup);
  } catch {
    // Already gone with the browser, or a thread ended while it was being moved: nothing is left to cap.
  }
}
