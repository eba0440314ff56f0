import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ToggleChip } from './toggle-chip';

function Toggle() {
  const [checked, setChecked] = useState(false);
  return (
    <ToggleChip checked={checked} onChange={() => setChecked(!checked)}>
      Tokyo
    </ToggleChip>
  );
}

describe('ToggleChip', () => {
  it('is a checkbox named by its text, toggled by a click on the chip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Toggle />);
    const chip = screen.getByRole('checkbox', { name: 'Tokyo' });
    expect(chip).not.toBeChecked();

    await user.click(screen.getByText('Tokyo'));
    expect(chip).toBeChecked();
    expect(chip.closest('label')).toHaveAttribute('data-checked');

    await user.click(screen.getByText('Tokyo'));
    expect(chip).not.toBeChecked();
    expect(chip.closest('label')).not.toHaveAttribute('data-checked');
  });
});
