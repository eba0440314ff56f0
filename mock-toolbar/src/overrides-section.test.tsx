import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@tours/web/i18n';
import { MOCK_CHANGED_EVENT } from '@tours/web/mock-changed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { MockToolbar } from './mock-toolbar';
import { renderInShop } from './test-render';

const LONG_NAME = 'A tour whose name goes on '.repeat(12);

const patchOverride = { id: 1, call: 'product.detail', match: { id: 7 }, remaining: null, patch: { name: LONG_NAME }, lenient: false };
const answerOverride = {
  id: 2,
  call: 'product.search',
  match: {},
  remaining: 2,
  answer: { code: 500, message: 'Search is down' },
  lenient: true,
};

/** A control plane holding a list of overrides, as GET, DELETE and POST /__mock/overrides change it. */
function stubOverrides(initial: unknown[], refusal?: { status: number; message: string }) {
  let held = [...initial];
  const view = () => ({ body: { world: 'default', overrides: held } });
  return stubControlPlane({
    'GET /__mock/overrides': view,
    'DELETE /__mock/overrides': () => {
      held = [];
      return view();
    },
    'DELETE /__mock/overrides/1': () => {
      held = held.filter((override) => (override as { id: number }).id !== 1);
      return view();
    },
    'POST /__mock/overrides': ({ body }) => {
      if (refusal) return { status: refusal.status, body: { code: refusal.status, message: refusal.message } };
      const override = { id: held.length + 1, remaining: null, ...(body as object) };
      held = [...held, override];
      return { body: { world: 'default', override } };
    },
  });
}

async function openOverrides() {
  void i18n.changeLanguage('en');
  renderInShop(
    <>
      <MockToolbar />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Mock toolbar', expanded: false }));
  await user.click(screen.getByRole('button', { name: 'Answer overrides' }));
  return user;
}

const form = () => within(screen.getByRole('form', { name: 'Add an override' }));

/** Replaces a field's text as a paste would (JSON's braces are key names to user-event's typing). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the answer overrides section', () => {
  it("lists the world's overrides: call, match, answers left, whole answer or patch, lenient", async () => {
    stubOverrides([patchOverride, answerOverride]);
    await openOverrides();

    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Override 1: product.detail'),
      expect.stringContaining('Override 2: product.search'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('requests with {"id":7} · until cleared · patch')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText('every request · answers left: 2 · whole answer, code 500 · lenient'),
    ).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    stubOverrides([]);
    await openOverrides();
    expect(await screen.findByText('No overrides: every call answers from the seeded world.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all overrides' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds a patch for one tour, lists it and tells the shop to refetch', async () => {
    const { requests } = stubOverrides([]);
    const changed = vi.fn();
    window.addEventListener(MOCK_CHANGED_EVENT, changed);
    const user = await openOverrides();
    await screen.findByText(/No overrides/);

    await user.selectOptions(form().getByRole('combobox', { name: 'Call' }), 'product.detail');
    await replaceText(user, form().getByRole('textbox', { name: /^Match/ }), '{"id":7}');
    expect(form().getByRole('radio', { name: 'Patch' })).toBeChecked();
    await replaceText(user, form().getByRole('textbox', { name: /^Patch/ }), `{"name":"${LONG_NAME}","sliderPicUrls":[]}`);
    await user.click(form().getByRole('button', { name: 'Add override' }));

    expect(await form().findByRole('status')).toHaveTextContent('Override 1 set on product.detail');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      call: 'product.detail',
      match: { id: 7 },
      times: null,
      patch: { name: LONG_NAME, sliderPicUrls: [] },
      lenient: false,
    });
    expect(screen.getByText('Override 1: product.detail')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(MOCK_CHANGED_EVENT, changed);
  });

  it('sends a whole answer, its times and lenient as chosen', async () => {
    const { requests } = stubOverrides([]);
    const user = await openOverrides();
    await user.selectOptions(form().getByRole('combobox', { name: 'Call' }), 'product.search');
    await user.type(form().getByRole('spinbutton', { name: 'Times (empty: until cleared)' }), '2');
    await user.click(form().getByRole('radio', { name: 'Whole answer' }));
    await replaceText(user, form().getByRole('textbox', { name: /^Whole answer/ }), '{"code":500,"message":"Search is down"}');
    await user.click(form().getByRole('checkbox', { name: /^Lenient/ }));
    await user.click(form().getByRole('button', { name: 'Add override' }));

    await form().findByRole('status');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      call: 'product.search',
      match: {},
      times: 2,
      answer: { code: 500, message: 'Search is down' },
      lenient: true,
    });
  });

  it('shows a refusal beside the field it names, with the focus there, and keeps what was typed', async () => {
    const message =
      'patch.adultPrice: Invalid input: expected number, received string (the shop\'s client would reject this answer; add "lenient": true to keep it)';
    stubOverrides([], { status: 400, message });
    const user = await openOverrides();
    await user.selectOptions(form().getByRole('combobox', { name: 'Call' }), 'product.detail');
    await replaceText(user, form().getByRole('textbox', { name: /^Match/ }), '{"id":7}');
    await user.type(form().getByRole('spinbutton', { name: /^Times/ }), '3');
    const patch = form().getByRole('textbox', { name: /^Patch/ });
    await replaceText(user, patch, '{"adultPrice":"free"}');
    await user.click(form().getByRole('button', { name: 'Add override' }));

    expect(await form().findByText(message)).toBeInTheDocument();
    expect(patch).toHaveAccessibleDescription(message);
    expect(patch).toHaveAttribute('aria-invalid', 'true');
    expect(patch).toHaveFocus();
    expect(patch).toHaveValue('{"adultPrice":"free"}');
    expect(form().getByRole('combobox', { name: 'Call' })).toHaveValue('product.detail');
    expect(form().getByRole('textbox', { name: /^Match/ })).toHaveValue('{"id":7}');
    expect(form().getByRole('spinbutton', { name: /^Times/ })).toHaveValue(3);
    expect(form().queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a refusal of the whole override under its button', async () => {
    stubOverrides([], { status: 409, message: 'overrides: this world already holds 200; clear some with DELETE /__mock/overrides' });
    const user = await openOverrides();
    await replaceText(user, form().getByRole('textbox', { name: /^Patch/ }), '{}');
    await user.click(form().getByRole('button', { name: 'Add override' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Failed: overrides: this world already holds 200');
  });

  it('says which text is not JSON without sending anything', async () => {
    const { requests } = stubOverrides([]);
    const user = await openOverrides();
    const match = form().getByRole('textbox', { name: /^Match/ });
    await replaceText(user, match, '{id: 7}');
    await replaceText(user, form().getByRole('textbox', { name: /^Patch/ }), '{"name":"x"}');
    await user.click(form().getByRole('button', { name: 'Add override' }));

    expect(match).toHaveAccessibleDescription('Not valid JSON');
    expect(match).toHaveFocus();
    expect(form().getByRole('textbox', { name: /^Patch/ })).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('clears one, keeping the focus in the section, then clears all', async () => {
    const { requests } = stubOverrides([patchOverride, answerOverride]);
    const changed = vi.fn();
    window.addEventListener(MOCK_CHANGED_EVENT, changed);
    const user = await openOverrides();

    await user.click(await screen.findByRole('button', { name: 'Clear override 1 (product.detail)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Override cleared');
    expect(screen.queryByText('Override 1: product.detail')).not.toBeInTheDocument();
    expect(screen.getByText('Override 2: product.search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all overrides' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByText('No overrides: every call answers from the seeded world.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All overrides cleared');
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      '/__mock/overrides/1',
      '/__mock/overrides',
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
    window.removeEventListener(MOCK_CHANGED_EVENT, changed);
  });
});
