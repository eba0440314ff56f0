import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPES } from '../../src/runtime/upload-rules.js';
import { login } from '../fixtures.js';
import { build } from '../helper.js';
import { fileOfType, operations, type Sample, samples } from './openapi-samples.js';

/**
 * A client that trusts docs/openapi.json is never refused for its input. Every operation
 * gets several requests generated from the document alone; the mock must accept each, or refuse it for one
 * of the business rules below, which no schema can express: the data a request names must exist, a
 * password or a code must be the right one, dates and parties must make sense. A 400 outside this list
 * means the document calls valid what the server refuses: tighten the export (contract/src/openapi.ts) or
 * the field builders (contract/src/fields.ts), never this list, unless the rule is about data, not form.
 */
const SAMPLES_PER_OPERATION = 6;

interface BusinessRule {
  /** The operation, or '*' for every one. */
  call: string;
  code: number;
  message: RegExp;
  why: string;
}

const businessRules: BusinessRule[] = [
  { call: '*', code: 404, message: /^[\w ]+ \d+ does not exist$/, why: 'an id that names nothing' },
  { call: '*', code: 400, message: /^Unknown (currency|country or region|language)/, why: 'an id or code absent from the catalogue' },
  { call: 'verify.login', code: 400, message: /^Incorrect email or password$/, why: 'the wrong password' },
  { call: '*', code: 400, message: /^The verification code is incorrect$/, why: 'a code that was never sent' },
  {
    call: 'product.appointment',
    code: 400,
    message: /^endDate: (must not be before startDate|covers at most \d+ days)$/,
    why: 'dates in the wrong order, or too far apart',
  },
  {
    call: '*',
    code: 400,
    message: /^(Choose at least one participant|At most \d+ participants|Children under 6 must be accompanied by an adult)$/,
    why: 'a party the tour cannot take',
  },
  {
    call: 'product.search',
    code: 400,
    message: /^Unknown (start time|duration) option$/,
    why: 'a value that is not in the dictionary (dict-data/list)',
  },
  { call: '*', code: 400, message: /^Only credit cards \(bankType 1\) are accepted$/, why: 'a card type the shop does not take' },
  {
    call: 'trade.order.pay.submit',
    code: 400,
    message: /^(returnUrl|cancelUrl): must be an address of this shop/,
    why: "a return address on another site than the shop's",
  },
];

const ruleFor = (sample: Sample, code: number, message: string) =>
  businessRules.find(
    (rule) => (rule.call === '*' || rule.call === sample.operation.operationId) && rule.code === code && rule.message.test(message),
  );

/** How each generated request ended, printed after the run: accepted, or the business rule that refused it. */
const outcomes = new Map<string, number>();
const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

/** Members' calls get the demo customer's token; calls where it is optional are sent with and without. */
const needsToken = (sample: Sample, n: number) => {
  const security = sample.operation.security;
  if (security.length === 0) return false;
  const optional = security.some((requirement) => Object.keys(requirement).length === 0);
  return !optional || n % 2 === 0;
};

describe('requests generated from docs/openapi.json', () => {
  afterAll(() => console.info([...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join('\n')));

  it('has a sample file for exactly the upload types the document and the mock accept', () => {
    const upload = operations.find((entry) => entry.operation.operationId === 'file.upload');
    const listed = upload?.operation.requestBody?.content['multipart/form-data']?.encoding?.file?.contentType.split(/,\s*/);
    expect(listed?.sort()).toEqual(Object.keys(UPLOAD_TYPES).sort());
    expect(Object.keys(fileOfType).sort()).toEqual(Object.keys(UPLOAD_TYPES).sort());
  });

  it.each(operations.map((entry, n) => [entry.operation.operationId, entry, n] as const))(
    '%s: the mock takes them, or refuses them for a business rule',
    async (_name, entry, n) => {
      const app = await build();
      const token = await login(app);
      const refused: string[] = [];
      for (const [k, sample] of samples(entry, 1000 + n, SAMPLES_PER_OPERATION).entries()) {
        const headers = { ...sample.request.headers, ...(needsToken(sample, k) ? { authorization: token } : {}) };
        const response = await app.inject({ ...sample.request, headers });
        expect(response.statusCode).toBe(200);
        const body = response.json<{ code: number; message?: string }>();
        const rule = body.code === 200 ? undefined : ruleFor(sample, body.code, body.message ?? '');
        if (body.code === 200) count('accepted');
        if (rule) count(`refused: ${rule.why}`);
        if (body.code === 200 || rule) continue;
        refused.push(`${body.code} ${body.message} <- ${JSON.stringify(sample.payload)}`);
      }
      expect(refused).toEqual([]);
    },
  );
});
