// Preloaded by the soak into the mock server (`node --expose-gc --import scripts/bench/gc-probe.mjs`): on
// SIGUSR2 it runs a full garbage collection and writes process.memoryUsage() as JSON to the file named by
// BENCH_MEMORY_FILE. What survives a full GC is live data, so its growth over the soak is the leak figure.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
