import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

afterEach(() => vi.useRealTimers());

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('SendCodeButton', () => {
  it('does nothing unless the email matches the pattern', async () => {
    const send = vi.fn();
    renderWithProviders(<SendCodeButton email="not-an-email" send={send} sending={false} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('counts down 60 s after a successful send, ignores clicks meanwhile, then returns to idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const send = vi.fn((_email: string, onSent: () => void) => onSent());
    renderWithProviders(<SendCodeButton email=" guest@example.com " send={send} sending={false} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledWith('guest@example.com', expect.any(Function));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const counting = screen.getByRole('button', { name: 'Resend in 59 s' });
    await click(counting);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    const idle = screen.getByRole('button', { name: 'Send code' });
    await click(idle);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stays idle when sending fails (the send never calls onSent)', async () => {
    const send = vi.fn();
    renderWithProviders(<SendCodeButton email="guest@example.com" send={send} sending={false} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
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
    const send = vi.fn((_email: string, onSent: () => void) => onSent());
    const onInvalidEmail = vi.fn();
    renderWithProviders(<WithEmailField send={send} onInvalidEmail={onInvalidEmail} />);
    const typeEmail = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value } });

    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(onInvalidEmail).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();

    typeEmail('guest@example.com');
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(send).toHaveBeenCalledTimes(1);
    typeEmail('not-an-email');
    await click(screen.getByRole('button', { name: /Resend in/ }));
    expect(onInvalidEmail).toHaveBeenCalledTimes(1);
  });
});
