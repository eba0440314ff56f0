import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MultiSelectDropdown } from './multi-select-dropdown';
import { RadioDropdown } from './radio-dropdown';

const options = [
  { value: '1', label: 'Hangzhou' },
  { value: '2', label: 'Suzhou' },
];

describe('the shared dropdowns and their Clear / Done footer', () => {
  it('multi-select: select-all then Done applies every option; Clear then Done applies none', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<MultiSelectDropdown label="City" options={options} value={[]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'City' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('radio: Done applies the choice; Clear goes back to All', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<RadioDropdown label="Category" options={options} value="" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Category' }));
    await user.click(screen.getByRole('radio', { name: 'Suzhou' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    await user.click(screen.getByRole('button', { name: 'Category' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
