import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('keeps the focus in the field on press, so a blur message cannot move the button away, and submits', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <SubmitButton>Log in</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
