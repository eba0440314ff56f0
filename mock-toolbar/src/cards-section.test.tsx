import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardsSection } from './cards-section';
import { stubControlPlane } from './control-stub';
import { renderSection } from './test-render';

/** GET /__mock/info's test cards as the control plane answers them: a settle time, or the mock's own refusal. */
const INFO = {
  world: 'qa-1',
  demoAccounts: [],
  testCards: [
    { name: 'success', number: '4242424242424242', outcome: { kind: 'approved', settleMs: 2000 } },
    { name: 'slow', number: '4000000000000259', outcome: { kind: 'approved', settleMs: 10_000 } },
    {
      name: 'decline',
      number: '4000000000000002',
      outcome: { kind: 'declined', reason: { en: 'Your card was declined; please use another card', zh: '您的卡被拒绝，请换一张卡' } },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

/** Each card's line: what it does, then its number and the Copy button. */
const lines = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);

describe('CardsSection', () => {
  it('says what each card does in English, each number with a Copy button naming its card', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<CardsSection />);
    expect(await lines()).toEqual([
      'success: approved about 2 s later 4242424242424242Copy',
      'slow: approved about 10 s later 4000000000000259Copy',
      'decline: declined: "Your card was declined; please use another card" 4000000000000002Copy',
    ]);
    expect(screen.getByRole('button', { name: 'Copy decline card number' })).toBeInTheDocument();
  });

  it('says it in Chinese, the decline in the mock’s own Chinese', async () => {
    stubControlPlane({ 'GET /__mock/info': { body: INFO } });
    renderSection(<CardsSection />, 'zh');
    expect(await lines()).toEqual([
      'success：约 2 秒后支付成功 4242424242424242复制',
      'slow：约 10 秒后支付成功 4000000000000259复制',
      'decline：被拒绝：“您的卡被拒绝，请换一张卡” 4000000000000002复制',
    ]);
  });
});
