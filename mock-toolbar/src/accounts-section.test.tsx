import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsSection } from './accounts-section';
import { stubControlPlane } from './control-stub';
import { renderSection } from './test-render';

const INFO = {
  world: 'qa-1',
  demoAccounts: [{ email: 'demo@tours.test', password: 'Demo1234!', has: 'orders: 1 booked' }],
  testCards: [{ name: 'success', number: '4242424242424242', outcome: 'approved' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('AccountsSection', () => {
  it('lists each demo login with what it has in this world, each value with a Copy button naming it', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<AccountsSection />);
    const row = (await screen.findByText('demo@tours.test')).closest('tr');
    if (!row) throw new Error('no row for the demo account');
    expect(within(row).getByText('Demo1234!')).toBeInTheDocument();
    expect(within(row).getByText('orders: 1 booked')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy email demo@tours.test' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy password of demo@tours.test' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Password', 'In this world']);
  });

  it('says a refusal and offers to read again', async () => {
    stubControlPlane({ 'GET /__mock/info': { status: 500, body: { code: 500, message: 'world broken' } } });
    renderSection(<AccountsSection />, 'zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('失败：world broken');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
