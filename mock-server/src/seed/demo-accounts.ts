/**
 * The documented demo logins (mock-server/README.md, docs/adr/0010-a-pure-deterministic-mock-domain.md). The hashes are SHA-256 of salt + password,
 * computed once here because createState is synchronous and Web Crypto's digest is not; a test logs
 * in with each password, so a wrong constant cannot go unnoticed.
 */
export const DEMO_ACCOUNTS = {
  demo: {
    email: 'demo@tours.test',
    password: 'Demo1234!',
    salt: 'a3f1c9e2d4b6a8f0',
    passwordHash: 'f947da41531ca2c32442347499159ceed8cc7d3af48819a79e940d9658864855',
  },
  alice: {
    email: 'alice@tours.test',
    password: 'Alice1234!',
    salt: 'b7e2d1c4a9f3e6b0',
    passwordHash: '1169c427b0ddb5f07aa2100c152d3d322e29d732aa9c71d98c09e9ffd66f9f60',
  },
} as const;
