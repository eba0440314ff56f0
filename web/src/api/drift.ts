import type { z } from 'zod';

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

export function checkDrift(call: string, schema: z.ZodType, data: unknown): void {
  if (!driftChecksEnabled) return;
  const result = schema.safeParse(data);
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
