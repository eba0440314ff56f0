import { execFileSync } from 'node:child_process';

/** The Pact Broker settings of the environment, as Pact's own tools read them; null without a broker URL. */
export interface Broker {
  url: string;
  token?: string;
  username?: string;
  password?: string;
}

export function brokerFromEnv(env: NodeJS.ProcessEnv = process.env): Broker | null {
  const url = env.PACT_BROKER_BASE_URL?.replace(/\/+$/, '');
  if (!url) return null;
  return { url, token: env.PACT_BROKER_TOKEN, username: env.PACT_BROKER_USERNAME, password: env.PACT_BROKER_PASSWORD };
}

export function brokerHeaders(broker: Broker): Record<string, string> {
  if (broker.token) return { Authorization: `Bearer ${broker.token}` };
  if (broker.username) return { Authorization: `Basic ${Buffer.from(`${broker.username}:${broker.password ?? ''}`).toString('base64')}` };
  return {};
}

/** The version a broker records: an explicit variable, else the git commit (CI checks out one). */
export function versionFromEnv(variable: string, env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env[variable]?.trim();
  if (explicit) return explicit;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`Set ${variable}: there is no git commit to use as the version`);
  }
}

export function branchFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env.PACT_BRANCH?.trim();
  if (explicit) return explicit;
  try {
    return execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
