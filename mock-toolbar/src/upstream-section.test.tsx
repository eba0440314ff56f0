import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { renderSection } from './test-render';
import { UpstreamSection } from './upstream-section';

afterEach(() => vi.unstubAllGlobals());

const GROUP = { name: 'session', calls: ['verify.login', 'member.info'], why: 'a token is only good where it was made' };
const view = (mocked: string[]) => ({
  world: 'default',
  upstream: 'http://backend.test',
  timeoutMs: 5000,
  tokensForwarded: false,
  groups: [GROUP],
  mocked,
  forwarded: ['verify.login', 'member.info', 'category.list', 'product.search'].filter((call) => !mocked.includes(call)),
});
const DRIFT = {
  total: 1,
  dropped: 0,
  entries: [
    {
      call: 'product.search',
      path: 'data.*.score',
      expected: 'number',
      got: '"4.5" (string)',
      firstSeen: '2030-01-02T03:04:05.000Z',
      count: 2,
    },
  ],
};

describe('UpstreamSection', () => {
  it('says every call is mocked and how to forward them, without a table or a checkbox', async () => {
    stubControlPlane({ 'GET /__mock/upstream': { body: { ...view([]), upstream: null, timeoutMs: null } } });
    renderSection(<UpstreamSection />);
    expect(await screen.findByText(/^Every call is mocked\. Start with --upstream <base URL>/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the backend and its drift, one row per call and field', async () => {
    stubControlPlane({ 'GET /__mock/upstream': { body: view(['verify.login', 'member.info']) }, 'GET /__mock/drift': { body: DRIFT } });
    renderSection(<UpstreamSection />);
    expect(await screen.findByText('http://backend.test')).toBeInTheDocument();
    const drift = await screen.findByRole('table', { name: 'Drift (1)' });
    const row = within(drift).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'data.*.score' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '"4.5" (string)' })).toBeInTheDocument();
  });

  it('saves the ticked calls, and after a refusal keeps the ticks for the person to fix', async () => {
    let refuse = true;
    const { requests } = stubControlPlane({
      'GET /__mock/upstream': { body: view(['verify.login', 'member.info']) },
      'GET /__mock/drift': { body: { total: 0, dropped: 0, entries: [] } },
      'PUT /__mock/upstream': ({ body }) =>
        refuse
          ? { status: 409, body: { code: 409, message: '@session cannot be split' } }
          : { body: view((body as { mocked: string[] }).mocked) },
    });
    const user = userEvent.setup();
    renderSection(<UpstreamSection />);
    const group = await screen.findByRole('group', { name: /^Mocked calls/ });
    const session = within(group).getByRole('checkbox', { name: /^@session/ });
    expect(session).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'verify.login' }));
    expect(session).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: @session cannot be split');
    expect(within(group).getByRole('checkbox', { name: 'verify.login' })).not.toBeChecked();

    refuse = false;
    await user.click(within(group).getByRole('checkbox', { name: 'category.list' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: 2 calls mocked, 2 forwarded to the real backend');
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ mocked: ['member.info', 'category.list'] });
  });
});
