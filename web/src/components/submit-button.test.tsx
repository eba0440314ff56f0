import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('keeps the focus in the field on press, so a blur message cannot move the button away, and submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <SubmitButton>Log in</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
