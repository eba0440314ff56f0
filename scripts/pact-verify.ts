/**
 * `npm run pact:verify -- --base-url <url> [--states-url <url>] [--pact <file>]`: replays the committed pact
 * against any provider, e.g. the real backend. PACT_PROVIDER_TOKEN replaces the example token of member
 * calls; with PACT_BROKER_BASE_URL set the result is published as PACT_PROVIDER_VERSION (or the git commit).
 */
import { parseArgs } from 'node:util';
import { branchFromEnv, brokerFromEnv, versionFromEnv } from '../pacts/support/broker.js';
import { verifyPacts } from '../pacts/support/verify.js';

const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, 'states-url': { type: 'string' }, pact: { type: 'string', multiple: true } },
});
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('usage: npm run pact:verify -- --base-url http://127.0.0.1:8080 [--states-url <url>] [--pact <file>]');
  process.exit(2);
}

const broker = brokerFromEnv();
const publish = broker && {
  brokerUrl: broker.url,
  token: broker.token,
  username: broker.username,
  password: broker.password,
  providerVersion: versionFromEnv('PACT_PROVIDER_VERSION'),
  branch: branchFromEnv(),
};

try {
  await verifyPacts({
    baseUrl,
    statesUrl: values['states-url'],
    token: process.env.PACT_PROVIDER_TOKEN,
    pactUrls: values.pact,
    publish: publish || undefined,
  });
  console.log(`every interaction verified against ${baseUrl}${publish ? `; result published as ${publish.providerVersion}` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
