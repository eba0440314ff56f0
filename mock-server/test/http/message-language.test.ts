import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardProblemText } from '@tours/contract/rules';
import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/http/message-language.js';
import { mockMessageInChinese } from '../../src/runtime/message-catalogue.js';
import { DEMO_ACCOUNTS } from '../../src/world/index.js';
import { build, callRequest, inLanguage, refusal } from '../helper.js';

const { email } = DEMO_ACCOUNTS.demo;

describe('envelope messages in the language asked for', () => {
  it('says a domain refusal in Chinese for zh-CN and in English for en', async () => {
    const app = await build();
    const wrongPassword = callRequest('verify.login', { username: email, password: 'wrong-password' });
    expect(await refusal(app, inLanguage(wrongPassword, 'zh-CN,zh;q=0.9,en;q=0.5'))).toMatchObject({
      code: 400,
      message: '邮箱或密码错误',
    });
    expect(await refusal(app, inLanguage(wrongPassword, 'en'))).toMatchObject({ code: 400, message: 'Incorrect email or password' });
    expect(await refusal(app, wrongPassword)).toMatchObject({ message: 'Incorrect email or password' });
  });

  it('says a validation refusal in Chinese, keeping the field name as the API spells it', async () => {
    const app = await build();
    const noPassword = callRequest('verify.login', { username: email });
    expect(await refusal(app, inLanguage(noPassword, 'zh-CN'))).toMatchObject({ code: 400, message: 'password: 必填' });
    expect(await refusal(app, inLanguage(noPassword, 'en'))).toMatchObject({ code: 400, message: 'password: is required' });
  });

  it('says a fault set without a message (as the toolbar and the console set it) in Chinese', async () => {
    const app = await build();
    await app.inject({ method: 'POST', url: '/__mock/faults', payload: { call: 'product.search', errorCode: 500 } });
    const search = callRequest('product.search', { pageSize: 1 });
    expect(await refusal(app, inLanguage(search, 'zh-CN'))).toMatchObject({ code: 500, message: '注入的故障' });
    expect(await refusal(app, inLanguage(search, 'en'))).toMatchObject({ code: 500, message: 'Injected fault' });
  });

  it('says success in Chinese too, and tells caches the answer depends on the language', async () => {
    const app = await build();
    const response = await app.inject(inLanguage(callRequest('product.search', { pageSize: 1 }), 'zh'));
    expect(response.json()).toMatchObject({ code: 200, message: '操作成功' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('keeps the English message in the journal', async () => {
    const app = await build();
    await refusal(app, inLanguage(callRequest('verify.login', { username: email, password: 'nope' }), 'zh-CN'));
    const journal = (await app.inject({ url: '/__mock/journal' })).json() as { entries?: { message: string }[] } | { message: string }[];
    const entries = Array.isArray(journal) ? journal : (journal.entries ?? []);
    expect(entries.map((entry) => entry.message)).toContain('Incorrect email or password');
  });
});

describe('preferredLanguage', () => {
  it('follows the entry of highest q', () => {
    expect(preferredLanguage('zh-CN')).toBe('zh');
    expect(preferredLanguage('zh-Hans-CN,en;q=0.8')).toBe('zh');
    expect(preferredLanguage('en-GB,zh;q=0.9')).toBe('en');
    expect(preferredLanguage('en;q=0.3,zh-TW;q=0.7')).toBe('zh');
    expect(preferredLanguage('zh;q=0,en')).toBe('en');
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
  });
});

/** The sources whose refusals reach the shop in an envelope (the control plane speaks to developers only). */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const SCANNED = [
  'domain',
  'http/json-body.ts',
  'http/error-handler.ts',
  'http/api-routes.ts',
  'http/wallet-page.ts',
  'runtime/answer-call.ts',
  'runtime/parse-with.ts',
  'runtime/json-body.ts',
  'runtime/upload-rules.ts',
  'runtime/call-payload.ts',
  'runtime/answer-request.ts',
];

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => (name.endsWith('.test.ts') ? [] : sourceFiles(join(path, name))));
}

const QUOTED = String.raw`'(?:[^'\\]|\\.)*'|\`(?:[^\`\\]|\\.)*\``;
const REFUSAL = new RegExp(
  String.raw`(?:badRequest|conflict|notFound|sessionInvalid)\(\s*(${QUOTED}|[A-Z_]+)|new DomainError\([^,]+,\s*(${QUOTED})|message: (${QUOTED})|message = (${QUOTED})`,
  'g',
);
const CONSTANT = new RegExp(`const ([A-Z_]+) = (${QUOTED})`, 'g');

/**
 * A quoted message as the mock would say it: each interpolated value replaced by a sample number, or by the
 * last word a conditional picks (`${n === 1 ? 'minute' : 'minutes'}`).
 */
const sample = (quoted: string) =>
  quoted
    .slice(1, -1)
    .replace(/\$\{([^}]*)\}/g, (_, expression: string) => /'([^']*)'\s*$/.exec(expression)?.[1] ?? '7')
    .replace(/\\(.)/g, '$1');

/** Nothing to translate: the whole text, or all after the field, is a value (zod's or Fastify's own words). */
const onlyValues = (message: string) => /^([\w.-]+: )?7$/.test(message);

/** The contract's request schemas word some checks themselves ("must be an email address"): said after the field. */
const CONTRACT = join(dirname(createRequire(import.meta.url).resolve('@tours/contract/package.json')), 'src');
const CONTRACT_WORDS = new RegExp(String.raw`(?:\(|, |message: )(${QUOTED})`, 'g');

function contractWords(): string[] {
  const files = [...sourceFiles(join(CONTRACT, 'calls')), join(CONTRACT, 'fields.ts')].map((file) => readFileSync(file, 'utf8'));
  return files
    .flatMap((text) => [...text.matchAll(CONTRACT_WORDS)].map((match) => sample(match[1] ?? '')))
    .filter((words) => /^(must|is|cannot) /.test(words));
}

function refusalMessages(): string[] {
  const files = SCANNED.flatMap((path) => sourceFiles(join(SRC, path))).map((file) => readFileSync(file, 'utf8'));
  const constants = new Map<string, string>();
  for (const text of files) for (const [, name = '', quoted = ''] of text.matchAll(CONSTANT)) constants.set(name, sample(quoted));
  const found = new Set<string>([...Object.values(cardProblemText), ...contractWords()]);
  for (const text of files) {
    for (const match of text.matchAll(REFUSAL)) {
      const argument = match.slice(1).find((group) => group !== undefined) ?? '';
      const message = /^[A-Z_]+$/.test(argument) ? constants.get(argument) : sample(argument);
      if (message === undefined) throw new Error(`the refusal constant ${argument} is not declared in the scanned sources`);
      if (message && !onlyValues(message)) found.add(message);
    }
  }
  return [...found];
}

describe('the Chinese catalogue', () => {
  const CHINESE = /[\u3400-\u9fff]/;

  it('scans a real list of refusals', () => {
    expect(refusalMessages()).toEqual(
      expect.arrayContaining(['This order has expired; please book again', 'Incorrect email or password', 'must be an email address']),
    );
  });

  it('has Chinese for every refusal the mock can answer the shop with', () => {
    // A fragment ("is required") is said after its field name (error-handler.ts).
    const untranslated = refusalMessages()
      .map((message) => (/^[a-z]/.test(message) && !/^[\w.-]+: /.test(message) ? `field: ${message}` : message))
      .filter((message) => !CHINESE.test(mockMessageInChinese(message)));
    expect(untranslated, 'add these to mock-server/src/runtime/message-catalogue.ts').toEqual([]);
  });

  it('keeps the values of a message with values', () => {
    expect(mockMessageInChinese('Order 42 does not exist')).toBe('订单 42 不存在');
    expect(mockMessageInChinese('Too many failed logins for this email; try again in 15 minutes')).toBe(
      '该邮箱登录失败次数过多，请 15 分钟后再试',
    );
    expect(mockMessageInChinese('adultCount: Invalid input: expected number, received string')).toBe(
      'adultCount: 输入无效：应为 number，实际为 string',
    );
  });

  it('uses the contract’s translations for the contract’s messages, and leaves unknown text alone', () => {
    expect(mockMessageInChinese('This currency is not supported')).toBe('不支持该币种');
    expect(mockMessageInChinese('email: Please enter your email address！')).toBe('email: 请输入您的邮箱地址！');
    expect(mockMessageInChinese('boom')).toBe('boom');
  });
});
