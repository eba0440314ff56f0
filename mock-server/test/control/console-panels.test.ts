import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { $, $$, openPage, runScript, styleOf } from '../page-dom.js';

/** The console's panels as its page runs them (console.js draws them all; each is tested alone here). */
interface ConsolePanels {
  drawOutbox(): Promise<void>;
  drawOverrides(): Promise<void>;
  drawWorlds(): Promise<void>;
}

async function openConsole(app: FastifyInstance): Promise<ConsolePanels> {
  await openPage(app, '/__mock/');
  return runScript<ConsolePanels>('src/control/assets/console-panels.js');
}

const HOSTILE_TEXT = 'Hello <b>Ada</b>,\n<img src="x" onerror="window.pwned = true">\nOrder: 7';

describe('the console’s outbox', () => {
  it('lists each email by its line and opens it to its whole text, set as text and never as HTML', async () => {
    const app = await build();
    const { state } = app.mock.worlds.get('default');
    state.outbox.push({
      id: 900,
      to: 'ada@tours.test',
      subject: 'Booking confirmed, order 7: <i>Tour</i>',
      text: HOSTILE_TEXT,
      sentAt: '2030-01-02 03:04:05',
      language: 'en',
    });
    const { drawOutbox } = await openConsole(app);
    await drawOutbox();

    const [email] = $$('#outbox li details');
    expect(email?.querySelector('summary')?.textContent).toBe(
      '2030-01-02 03:04:05 → ada@tours.test (English): Booking confirmed, order 7: <i>Tour</i>',
    );
    expect(email?.hasAttribute('open')).toBe(false);
    const text = email?.querySelector('pre');
    expect(text?.textContent).toBe(HOSTILE_TEXT);
    expect($('#outbox img, #outbox b, #outbox i')).toBeNull();
    // Its line breaks are kept and its long lines wrap inside the column.
    expect(text && styleOf(text).whiteSpace).toBe('pre-wrap');
  });

  it('names each email’s language on its line and marks its text with it, old emails by their subject', async () => {
    const app = await build();
    const { state } = app.mock.worlds.get('default');
    state.outbox.push({
      id: 900,
      to: 'li@tours.test',
      subject: '您的验证码：123456',
      text: '验证码',
      sentAt: '2030-01-02 03:04:05',
      language: 'zh',
    });
    // Saved before emails recorded their language: a Chinese order email is known by its subject.
    state.outbox.push({ id: 901, to: 'li@tours.test', subject: '订单 7 退款成功：Tour', text: '退款', sentAt: '2030-01-02 03:04:06' });
    state.outbox.push({ id: 902, to: 'li@tours.test', subject: 'Welcome aboard', text: 'Hello', sentAt: '2030-01-02 03:04:07' });
    const { drawOutbox } = await openConsole(app);
    await drawOutbox();
    const lines = $$('#outbox summary').map((summary) => summary.textContent);
    expect(lines).toEqual([
      '2030-01-02 03:04:07 → li@tours.test (English): Welcome aboard',
      '2030-01-02 03:04:06 → li@tours.test (中文): 订单 7 退款成功：Tour',
      '2030-01-02 03:04:05 → li@tours.test (中文): 您的验证码：123456',
    ]);
    expect($$('#outbox pre').map((text) => text.getAttribute('lang'))).toEqual(['en', 'zh-Hans', 'zh-Hans']);
  });

  it('keeps an opened email open when the console redraws after an action', async () => {
    const app = await build();
    const { state } = app.mock.worlds.get('default');
    state.outbox.push({ id: 900, to: 'ada@tours.test', subject: 'first', text: 'one', sentAt: '2030-01-02 03:04:05' });
    state.outbox.push({ id: 901, to: 'ada@tours.test', subject: 'second', text: 'two', sentAt: '2030-01-02 03:04:06' });
    const { drawOutbox } = await openConsole(app);
    await drawOutbox();
    $('#outbox details[data-email-id="900"]')?.setAttribute('open', '');
    await drawOutbox();
    const open = $$('#outbox details').map((details) => details.hasAttribute('open'));
    expect(open).toEqual([false, true]);
  });
});

describe('the console’s worlds list', () => {
  it('shows every world in whole rows: not a capped scroll box, and a row’s actions kept together', async () => {
    const app = await build();
    for (let n = 1; n <= 9; n += 1) {
      await app.inject({
        method: 'POST',
        url: '/__mock/worlds',
        headers: { 'content-type': 'application/json' },
        payload: { name: `qa-${n}` },
      });
    }
    const { drawWorlds } = await openConsole(app);
    await drawWorlds();

    const list = $('#worlds');
    if (!list) throw new Error('the console has no worlds list');
    expect(list.children).toHaveLength(10);
    expect(styleOf(list).maxHeight).toBe('none');
    for (const row of list.children) {
      const actions = row.querySelector('.actions');
      expect(actions && styleOf(actions).whiteSpace).toBe('nowrap');
      expect([...(actions?.querySelectorAll('a, button') ?? [])].map((node) => node.textContent)).toEqual(
        row.textContent?.startsWith('default') ? ['enter', 'reset'] : ['enter', 'reset', 'delete'],
      );
    }
  });
});

describe('the console’s answer overrides', () => {
  it('lists each override in words, its call, match, answer and answers left, as text', async () => {
    const app = await build();
    for (const payload of [
      { call: 'product.detail', match: { id: 7 }, times: 1, patch: { name: '<b>Long</b>' } },
      { call: 'category.list', answer: { code: 500, message: 'down' } },
    ]) {
      await app.inject({ method: 'POST', url: '/__mock/overrides', payload });
    }
    const { drawOverrides } = await openConsole(app);
    await drawOverrides();
    expect($$('#overrides li').map((line) => line.textContent?.replace(/remove\s*$/, '').trim())).toEqual([
      '#1 product.detail, where {"id":7}, patches the answer, 1 left',
      '#2 category.list, every request, answers code 500, until cleared',
    ]);
    expect($('#overrides b')).toBeNull();
  });
});
