import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountsSection } from './accounts-section';
import { stubControlPlane } from './control-stub';
import { renderSection } from './test-render';

/** GET /__mock/info as the control plane answers it: counts, and a login the world does not hold. */
const INFO = {
  world: 'qa-1',
  demoAccounts: [
    {
      email: 'demo@tours.test',
      password: 'Demo1234!',
      inWorld: true,
      has: { orders: { unpaid: 1, expired: 0, booked: 2, completed: 0, refund: 1 }, favourites: 3, savedCards: 1, messageThreads: 2 },
    },
    {
      email: 'new@tours.test',
      password: 'New1234!',
      inWorld: true,
      has: { orders: { unpaid: 0, expired: 0, booked: 0, completed: 0, refund: 0 }, favourites: 1, savedCards: 0, messageThreads: 1 },
    },
    { email: 'alice@tours.test', password: 'Alice1234!', inWorld: false },
  ],
  testCards: [],
};

afterEach(() => vi.unstubAllGlobals());

async function rowOf(email: string) {
  const row = (await screen.findByText(email)).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}
const hasCell = (row: HTMLElement) => row.querySelectorAll('td')[2]?.textContent;

describe('AccountsSection', () => {
  it('lists each demo login with what it has in this world, each value with a Copy button naming it', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<AccountsSection />);
    const row = await rowOf('demo@tours.test');
    expect(within(row).getByText('Demo1234!')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy email demo@tours.test' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Copy password of demo@tours.test' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Password', 'In this world']);
  });

  it('says the counts in English, one or many, and only the order statuses it has', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<AccountsSection />);
    expect(hasCell(await rowOf('demo@tours.test'))).toBe(
      '1 unpaid order, 2 booked orders, 1 refunded order' + '3 favourites, 1 saved card, 2 message threads',
    );
    expect(hasCell(await rowOf('new@tours.test'))).toBe('No orders' + '1 favourite, 0 saved cards, 1 message thread');
    expect(hasCell(await rowOf('alice@tours.test'))).toBe('Not in this world: reset or reseed it to log in with this account');
  });

  it('says the counts in Chinese', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<AccountsSection />, 'zh');
    expect(hasCell(await rowOf('demo@tours.test'))).toBe(
      '1 个待支付订单、2 个已预订订单、1 个已退款订单' + '3 个收藏、1 张已保存的卡、2 个消息会话',
    );
    expect(hasCell(await rowOf('new@tours.test'))).toBe('没有订单' + '1 个收藏、0 张已保存的卡、1 个消息会话');
    expect(hasCell(await rowOf('alice@tours.test'))).toBe('不在当前世界中：重置或重新生成当前世界后才能用这个账号登录');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['邮箱', '密码', '在当前世界']);
  });

  it('says a refusal and offers to read again', async () => {
    stubControlPlane({ 'GET /__mock/info': { status: 500, body: { code: 500, message: 'world broken' } } });
    renderSection(<AccountsSection />, 'zh');
    expect(await screen.findByRole('alert')).toHaveTextContent('失败：world broken');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
