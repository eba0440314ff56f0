import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantProfile as guideProfile } from '@tours/contract/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi, networkError } from '../../test/fetch-mock';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AccountCentrePage } from './account-centre-page';
import { memberFixture } from './account-test-data';

const open = (route: string, answers: Record<string, unknown>) => {
  const api = mockApi({ '/member/info': memberFixture, ...answers });
  return { api, ...renderWithProviders(<AccountCentrePage />, { route, path: '/personalCenter/:tab?' }) };
};
const thread = {
  id: 12,
  merchantId: 7,
  merchantName: 'Lin Guide',
  merchantLogo: '',
  messageContent: 'See you at nine',
  lastestTime: '2030-05-10 09:00',
  noReadCount: 2,
};

beforeEach(() => window.localStorage.setItem('token', 'member-token'));
afterEach(() => vi.unstubAllGlobals());

describe('Message tab', () => {
  it('opens the thread of ?id=merchantId, shows unread counts, and adds to it', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/6?id=7', {
      '/member/my/message/list': [thread],
      '/member/my/message/content/list': {
        list: [
          { id: 1, content: 'Hello', userId: 3 },
          { id: 2, content: 'Welcome!' },
        ],
        total: 2,
      },
      '/member/my/message/content/add': null,
    });
    const threads = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(threads).getByText('2')).toBeInTheDocument();
    expect(within(threads).getByText('2030-05-10 09:00')).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Chat with the guide' });
    expect(await within(log).findByText('Welcome!')).toBeInTheDocument();
    expect(api.bodiesOf('/member/my/message/content/list')[0]?.get('messageId')).toBe('12');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Is lunch included?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.bodiesOf('/member/my/message/content/add')[0]?.toString()).toBe('messageId=12&content=Is+lunch+included%3F'),
    );
  });

  it('names the guide of a chat not started yet, and starts the thread on the first send', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/6?id=8', {
      '/member/my/message/list': [thread],
      '/member/merchant/detail/check': { ...guideProfile, name: 'Wu Guide' },
      '/member/my/message/content/create': 13,
    });
    expect(await screen.findByText('New conversation with Wu Guide')).toBeInTheDocument();
    expect(api.bodiesOf('/member/merchant/detail/check')[0]?.get('merchantId')).toBe('8');
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodiesOf('/member/my/message/content/create')[0]?.toString()).toBe('merchantId=8&content=Hi'));
    expect(api.bodiesOf('/member/my/message/content/add')).toHaveLength(0);
  });
});

describe('My Collection tab', () => {
  it('reloads the list after un-favouriting a tour', async () => {
    const user = userEvent.setup();
    let favourites = [{ ...productCard({ id: 5, name: 'Tea walk', isCollect: true }), spuId: 5 }];
    const { api } = open('/personalCenter/3', {
      '/member/favorite/list': () => ({ list: favourites, total: favourites.length }),
      '/member/favorite/cancel': () => {
        favourites = [];
        return null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Tea walk from favourites' }));
    expect(await screen.findByText('You have not saved any tours yet.')).toBeInTheDocument();
    expect(api.bodiesOf('/member/favorite/cancel')[0]?.toString()).toBe('spuId=5');
  });
});

describe('My Review tab', () => {
  it('shows the three scores, the sanitized content and the tour', async () => {
    const review = {
      ...{ userAvatar: '', userNickname: 'ada', commentTime: '2030-05-20 10:00', scores: 4, cotent: '', picUrls: [] },
      ...{ content: '<p>Lovely<img src=x onerror="alert(1)"></p>', guideScores: 5, transportationScores: 3, priceScores: 4 },
      spuInformation: { picUrl: '', name: 'Tea walk', introduction: 'Terraces', scores: 4.5, duration: 3, book: 12 },
    };
    const { container } = open('/personalCenter/4', { '/member/product/comment/user/page': { list: [review], total: 1 } });
    const card = await screen.findByRole('article', { name: 'Tea walk' });
    expect(within(card).getByRole('img', { name: 'Guide: 5' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Transportation: 3' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Value for money: 4' })).toBeInTheDocument();
    expect(within(card).getByText('Lovely')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('onerror');
  });
});

describe('Settings tab', () => {
  it('saves the language to the profile', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/7', {
      '/currency/check': { list: [{ id: 1, moneyName: 'USD', moneyIcon: '$' }] },
      '/member/update': null,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: '简体中文' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.bodiesOf('/member/update')[0]?.toString()).toBe('language=zh'));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('zh');
  });

  it('shows why a refused save failed, never 修改成功, and keeps the old language', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/7', {
      '/currency/check': { list: [{ id: 1, moneyName: 'USD', moneyIcon: '$' }] },
      '/member/update': envelopeError(500, 'Injected fault'),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: '简体中文' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Injected fault')).toBeInTheDocument();
    expect(api.bodiesOf('/member/update')).toHaveLength(1);
    expect(screen.queryByText('修改成功')).toBeNull();
    expect(window.localStorage.getItem('language')).toBeNull();
  });

  it('shows why a save timed out or could not reach the server, never 修改成功', async () => {
    const user = userEvent.setup();
    open('/personalCenter/7', {
      '/currency/check': { list: [{ id: 1, moneyName: 'USD', moneyIcon: '$' }] },
      '/member/update': networkError(),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: '简体中文' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('修改成功')).toBeNull();
  });
});
