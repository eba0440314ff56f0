/**
 * Ends the current task, so that input and paint waiting meanwhile are handled before the rest of the work: on a phone
 * each step of the shop's start is tens of milliseconds, and steps in tasks of their own keep the main thread answering
 * a touch sooner than one long task (Total Blocking Time counts what a task lasts past 50 ms). The rest continues
 * ahead of other queued work where the browser has `scheduler.yield()`, after it elsewhere.
 */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
