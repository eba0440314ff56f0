/**
 * `npm run pact:mutants [-- --base-url <url> --states-url <url>]`: verifies the committed pact against deliberately
 * broken providers (pacts/mutants/mutants.ts), each the given provider with one fault added to its answers, and prints
 * killed or survived per mutant. Without --base-url the mock server is the provider. Exits 1 when a mutant that would
 * break a screen survives: the pact has a hole there.
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from '../mock-server/src/index.js';
import { describeReport, runMutants } from '../pacts/mutants/run-mutants.js';

const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, 'states-url': { type: 'string' } } });
let provider = values['base-url'];
let statesUrl = values['states-url'];
const mock = provider ? null : await buildApp();
if (mock) {
  await mock.listen({ port: 0, host: '127.0.0.1' });
  provider = `http://127.0.0.1:${(mock.server.address() as AddressInfo).port}`;
  statesUrl = `${provider}/__mock/pact/state`;
}
if (!provider || !statesUrl) {
  console.error('usage: npm run pact:mutants [-- --base-url <provider> --states-url <provider states URL>]');
  process.exit(2);
}
try {
  const report = await runMutants({ provider, statesUrl });
  console.log(`\n${describeReport(report)}`);
  process.exitCode = report.survivorsThatBreak.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await mock?.close();
}
