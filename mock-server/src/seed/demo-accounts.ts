/** The documented demo logins (README, docs/decisions.md). */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@tours.test', password: 'Demo1234!' },
  alice: { email: 'alice@tours.test', password: 'Alice1234!' },
} as const;
