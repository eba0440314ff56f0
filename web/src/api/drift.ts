import type { CallName } from '@tours/contract';

/**
 * Response drift: the server's `data` no longer matches the contract. Reported loudly in development
 * and tests (console and an on-screen notice) but never thrown, so the page keeps working.
 */
export interface DriftReport {
  call: string;
  issues: string[];
}

let reports: readonly DriftReport[] = [];
const listeners = new Set<() => void>();

export const driftChecksEnabled = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Checks `data` against the call's schema in development and tests only. The registry (every zod schema)
 * is imported here on demand and behind the literal env test, so a production build drops the import and
 * never ships the schemas; the client encodes calls from the generated routing table instead.
 */
export async function checkDrift(call: CallName, data: unknown): Promise<void> {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return;
  const { calls } = await import('@tours/contract');
  const result = calls[call].data.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  console.error(`[contract drift] ${call} answered data that does not match the contract`, issues);
  reports = [{ call, issues }, ...reports];
  for (const listener of listeners) listener();
}

export function getDriftReports(): readonly DriftReport[] {
  return reports;
}

export function subscribeDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearDriftReports(): void {
  reports = [];
  for (const listener of listeners) listener();
}
