/**
 * `npm run pact:mutants [-- --base-url <url> --states-url <url>]`: verifies the committed pact against deliberately
 * broken providers (pacts/mutants/mutants.ts), each the given provider with one fault added to its answers, and prints
 * the verdict per mutant. Without --base-url the mock server is the provider. Exits 1 when a mutant that would break a
 * screen survives (the pact has a hole there) or when a harmless one is killed (the pact turns a correct backend away).
 */
import { describeReport, reportPasses, runMutants } from '../pacts/mutants/run-mutants.js';
import { startMockProvider } from '../pacts/support/mock-provider.js';
import { commandFlags } from './command-flags.js';

const USAGE = 'usage: npm run pact:mutants [-- --base-url <provider> --states-url <provider states URL>] (without them: the mock)';
const values = commandFlags({ 'base-url': { type: 'string' }, 'states-url': { type: 'string' } }, USAGE);
const mock = values['base-url'] ? null : await startMockProvider();
const provider = mock?.baseUrl ?? values['base-url'];
const statesUrl = mock?.statesUrl ?? values['states-url'];
if (!provider || !statesUrl) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const report = await runMutants({ provider, statesUrl });
  console.log(`\n${describeReport(report)}`);
  process.exitCode = reportPasses(report) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await mock?.close();
}
