import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

afterEach(() => vi.useRealTimers());

describe('SendCodeButton', () => {
  it('does nothing unless the email matches the pattern', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderWithProviders(<SendCodeButton email="not-an-email" send={send} sending={false} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down 60 s after a successful send, ignores clicks meanwhile, then returns to idle', async () => {
    // Only the countdown's clock is faked: Testing Library's pause after each user-event action is a setTimeout that
    // it moves on under Jest's fake timers but not under Vitest's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup();
    const send = vi.fn((_email: string, onSent: () => void) => onSent());
    renderWithProviders(<SendCodeButton email=" guest@example.com " send={send} sending={false} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledWith('guest@example.com', expect.any(Function));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const counting = screen.getByRole('button', { name: 'Resend in 59 s' });
    await user.click(counting);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    const idle = screen.getByRole('button', { name: 'Send code' });
    await user.click(idle);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('goes on with a countdown kept from before a reload, and tells where it is kept when a new one starts', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    const send = vi.fn((_email: string, onSent: () => void) => onSent());
    const onStart = vi.fn();
    renderWithProviders(
      <SendCodeButton email="guest@example.com" send={send} sending={false} keptCountdown={{ secondsLeft: 2, onStart }} />,
    );
    const counting = screen.getByRole('button', { name: 'Resend in 2 s' });
    expect(counting).toHaveAttribute('aria-disabled', 'true');
    await user.click(counting);
    expect(send).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledWith(Date.now() + 60_000);
  });

  it('stays idle when sending fails (the send never calls onSent)', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderWithProviders(<SendCodeButton email="guest@example.com" send={send} sending={false} />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });
});

function WithEmailField({ send, onInvalidEmail }: { send: SendCodeButtonProps['send']; onInvalidEmail: () => void }) {
  const [email, setEmail] = useState('');
  return (
    <>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <SendCodeButton email={email} send={send} sending={false} onInvalidEmail={onInvalidEmail} />
    </>
  );
}

describe('SendCodeButton with an unmatched email', () => {
  it('hands the click to onInvalidEmail instead of doing nothing, but not during a countdown', async () => {
    const user = userEvent.setup();
    const send = vi.fn((_email: string, onSent: () => void) => onSent());
    const onInvalidEmail = vi.fn();
    renderWithProviders(<WithEmailField send={send} onInvalidEmail={onInvalidEmail} />);
    const typeEmail = async (value: string) => {
      await user.clear(screen.getByRole('textbox', { name: 'Email' }));
      await user.type(screen.getByRole('textbox', { name: 'Email' }), value);
    };

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onInvalidEmail).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();

    await typeEmail('guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    await typeEmail('not-an-email');
    await user.click(screen.getByRole('button', { name: /Resend in/ }));
    expect(onInvalidEmail).toHaveBeenCalledTimes(1);
  });
});
