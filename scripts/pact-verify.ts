/**
 * `npm run pact:verify -- --base-url <url> [--states-url <url>] [--pact <file>]`: replays the committed pact
 * against any provider, e.g. the real backend. PACT_PROVIDER_TOKEN replaces the example token of member
 * calls; with PACT_BROKER_BASE_URL set the result is published as PACT_PROVIDER_VERSION (or the git commit).
 */
import { branchFromEnv, brokerFromEnv, versionFromEnv } from '../pacts/support/broker.js';
import { failureSummary, verifyPacts } from '../pacts/support/verify.js';
import { commandFlags } from './command-flags.js';

const USAGE = `usage: npm run pact:verify -- --base-url <provider> [--states-url <url>] [--pact <file>]...
  --base-url <url>    the provider's address, e.g. http://127.0.0.1:8080 (its /rest/api is replayed)
  --states-url <url>  where the provider sets up the pact's states (the mock: <base>/__mock/pact/state)
  --pact <file>       a pact file or URL to replay instead of the committed one (repeatable)
Environment: PACT_PROVIDER_TOKEN replaces the example token of member calls; PACT_BROKER_BASE_URL (with
PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD) publishes the result as PACT_PROVIDER_VERSION.`;
const values = commandFlags(
  { 'base-url': { type: 'string' }, 'states-url': { type: 'string' }, pact: { type: 'string', multiple: true } },
  USAGE,
);
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error(`--base-url: missing\n${USAGE}`);
  process.exit(2);
}

if (!values['states-url']) {
  console.warn(
    "no --states-url: the pact's provider states are not set up, so only interactions whose data already exists on the provider can pass",
  );
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
  console.error(failureSummary(error));
  process.exit(1);
}
