import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { OutboxSection } from './outbox-section';
import { renderSection } from './test-render';

afterEach(() => vi.unstubAllGlobals());

const HOSTILE_TEXT = 'Hello <b>Ada</b>,\n<img src="x" onerror="window.pwned = true">\nOrder: 7';
const email = (id: number, language: 'en' | 'zh', subject: string, text = 'text') => ({
  id,
  to: 'ada@tours.test',
  subject,
  text,
  sentAt: `2030-01-02 03:04:0${id % 10}`,
  language,
});

describe('OutboxSection', () => {
  it('lists each email by its line, in its language, and opens it to its whole text set as text, never HTML', async () => {
    stubControlPlane({
      'GET /__mock/outbox': {
        body: { emails: [email(901, 'zh', '您的验证码：123456'), email(900, 'en', 'Booking confirmed: <i>Tour</i>', HOSTILE_TEXT)] },
      },
    });
    const { container } = renderSection(<OutboxSection />);
    expect(await screen.findByText('2030-01-02 03:04:00 → ada@tours.test (English): Booking confirmed: <i>Tour</i>')).toBeInTheDocument();
    expect(screen.getByText('2030-01-02 03:04:01 → ada@tours.test (中文): 您的验证码：123456')).toBeInTheDocument();
    expect([...container.querySelectorAll('pre')].map((pre) => pre.getAttribute('lang'))).toEqual(['zh-Hans', 'en']);
    expect([...container.querySelectorAll('pre')].at(-1)?.textContent).toBe(HOSTILE_TEXT);
    expect(container.querySelector('li img, li b, li i')).toBeNull();
  });

  it('filters by the address typed in To, and keeps an opened email open when the list is read again', async () => {
    const { requests } = stubControlPlane({ 'GET /__mock/outbox': { body: { emails: [email(900, 'en', 'first')] } } });
    const user = userEvent.setup();
    const { container } = renderSection(<OutboxSection />);
    await screen.findByText(/first$/);
    container.querySelector('details')?.setAttribute('open', '');
    await user.type(screen.getByRole('textbox', { name: 'To' }), 'ada@tours.test');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(requests.at(-1)?.url).toBe('/__mock/outbox?to=ada%40tours.test'));
    expect(container.querySelector('details')?.hasAttribute('open')).toBe(true);
  });
});
