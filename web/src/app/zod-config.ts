/**
 * Imported first by app.tsx, before any schema parses. Zod's fast path probes `new Function` once; the
 * shop's Content-Security-Policy (script-src 'self') forbids eval, so the probe fails quietly in code but
 * the browser still reports a CSP violation on every page that parses (Lighthouse's inspector-issues
 * audit). `jitless` skips the probe; the interpreted parse of our small payloads costs no measurable time.
 *
 * Set through the global where zod 4 keeps what z.config() sets (shared by every copy of zod), not by
 * importing zod: zod loads with the first page that parses, and importing it here would put its 24 KB
 * (gzipped) in every first visit. zod-config.test.ts fails if zod stops reading this global.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
