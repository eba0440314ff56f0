/**
 * `npm run pact:publish`: sends the committed pact to the Pact Broker of PACT_BROKER_BASE_URL (token in
 * PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME/PASSWORD) as consumer version PACT_CONSUMER_VERSION or the git
 * commit. Run it after the consumer tests passed, which proves the committed pact is what the client sends.
 */
import { readFileSync } from 'node:fs';
import { brokerFromEnv, brokerHeaders, versionFromEnv } from '../pacts/support/broker.js';
import { CONSUMER, PACT_FILE, PROVIDER } from '../pacts/support/names.js';

const broker = brokerFromEnv();
if (!broker) {
  console.log('PACT_BROKER_BASE_URL is not set: nothing to publish');
  process.exit(0);
}
const version = encodeURIComponent(versionFromEnv('PACT_CONSUMER_VERSION'));
// The broker's "publish pact" resource: PUT /pacts/provider/{provider}/consumer/{consumer}/version/{version}.
const url = `${broker.url}/pacts/provider/${PROVIDER}/consumer/${CONSUMER}/version/${version}`;
const response = await fetch(url, {
  method: 'PUT',
  headers: { 'Content-Type': 'application/json', ...brokerHeaders(broker) },
  body: readFileSync(PACT_FILE, 'utf8'),
});
if (!response.ok) {
  console.error(`publishing to ${url} failed: ${response.status} ${await response.text()}`);
  process.exit(1);
}
console.log(`published ${PACT_FILE} to ${url}`);
