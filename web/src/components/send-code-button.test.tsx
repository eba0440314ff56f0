import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SendCodeButton } from './send-code-button';

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
