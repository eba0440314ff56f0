import { type CallName, callNames, calls } from '@tours/contract';

/**
 * Calls that only work when the same side answers all of them: what one side issues (a token, an
 * emailed code), the other cannot check. Each group is mocked whole or forwarded whole; the control
 * plane and --mock-calls refuse anything in between, saying why (mock-server/README.md, "Against a real backend").
 */
export interface CoupledGroup {
  /** Used in --mock-calls and PUT /__mock/upstream as `@name`, for the whole group. */
  name: string;
  calls: readonly CallName[];
  why: string;
}

/** Calls that hand out what the session group's other calls check: tokens, and the code register takes. */
const SESSION_ISSUERS: readonly CallName[] = ['verify.login', 'verify.register', 'verify.sendCode'];

export const coupledGroups: readonly CoupledGroup[] = [
  {
    name: 'session',
    calls: [...SESSION_ISSUERS, ...callNames.filter((name) => calls[name].auth === 'required')],
    why: 'a token issued by one side is no session on the other, and register checks the code sendCode emailed',
  },
  {
    name: 'merchant-application',
    calls: ['member.merchant.verification_code', 'member.merchant.application'],
    why: 'the application checks the code that verification_code emailed',
  },
];

/**
 * Calls that read a token when there is one and serve a visitor otherwise (auth 'optional'). They may go
 * to either side: the token goes with them only to the side that issued sessions (forward.ts).
 */
export const visitorCapableCalls: readonly CallName[] = callNames.filter((name) => calls[name].auth === 'optional');

const GROUP_PREFIX = '@';

export type MockedListResult = { ok: true; mocked: Set<CallName> } | { ok: false; field: string; message: string };

/**
 * A mocked list as people write it (call names and `@group` names), checked: every name known, and no
 * coupled group split between the two sides. The message names the first offending entry and the fix.
 */
export function parseMockedList(entries: readonly string[], field = 'mocked'): MockedListResult {
  const mocked = new Set<CallName>();
  for (const [index, raw] of entries.entries()) {
    const entry = raw.trim();
    if (entry === '') continue;
    const expanded = expand(entry);
    if (!expanded)
      return { ok: false, field: `${field}.${index}`, message: `unknown call or group "${entry.slice(0, 100)}" (groups: ${groupNames()})` };
    for (const name of expanded) mocked.add(name);
  }
  const split = coupledGroups.find((group) => group.calls.some((c) => mocked.has(c)) && group.calls.some((c) => !mocked.has(c)));
  if (split) return { ok: false, field, message: splitMessage(split, mocked) };
  return { ok: true, mocked };
}

function expand(entry: string): readonly CallName[] | null {
  if (entry.startsWith(GROUP_PREFIX)) return coupledGroups.find((group) => `${GROUP_PREFIX}${group.name}` === entry)?.calls ?? null;
  return (callNames as readonly string[]).includes(entry) ? [entry as CallName] : null;
}

const groupNames = () => coupledGroups.map((group) => `${GROUP_PREFIX}${group.name}`).join(', ');

function splitMessage(group: CoupledGroup, mocked: ReadonlySet<CallName>): string {
  const inMock = group.calls.find((c) => mocked.has(c));
  const forwarded = group.calls.find((c) => !mocked.has(c));
  return (
    `${inMock} is mocked but ${forwarded} is forwarded, and they cannot be split: ${group.why}. ` +
    `Mock the whole group with "${GROUP_PREFIX}${group.name}" (${group.calls.length} calls) or forward all of it.`
  );
}

/** Whether sessions (tokens) come from the mock: decides where a visitor-capable call may take the token. */
export const sessionsAreMocked = (mocked: ReadonlySet<CallName>): boolean => mocked.has('verify.login');
