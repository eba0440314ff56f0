import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { PreferencesPicker } from './preferences-picker';

afterEach(() => vi.unstubAllGlobals());

const currencies = { list: [{ id: 1, moneyIcon: '$', moneyName: 'USD' }] };

describe('PreferencesPicker', () => {
  it('says the currencies could not be loaded, with Try again, instead of an empty choice', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({ '/currency/check': () => (fails ? envelopeError(500, 'boom') : currencies) });
    renderWithProviders(<PreferencesPicker defaultOpened />);
    expect(await screen.findByText('The currencies could not be loaded.')).toHaveAttribute('role', 'alert');

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '$ USD' })).toBeInTheDocument();
    expect(screen.queryByText('The currencies could not be loaded.')).not.toBeInTheDocument();
  });
});
