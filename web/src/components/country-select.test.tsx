import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { CountrySelect } from './country-select';

afterEach(() => vi.unstubAllGlobals());

const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];

describe('CountrySelect', () => {
  it('reads "phone code + country name" by default and gives the country id', async () => {
    mockApi({ '/country': countries });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('44');
  });

  it('can read "name (phone code)" or the name alone, and give the country code', async () => {
    mockApi({ '/country': countries });
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<CountrySelect label="Country" value={null} onChange={onChange} optionLabel="phoneCodeLast" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'United Kingdom (+44)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CountrySelect label="Country" value="" onChange={onChange} by="countryCode" optionLabel="nameOnly" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('GB');
  });

  it('says under the field when the countries could not be loaded (a silent call, no toast) and loads them on Try again', async () => {
    let fails = true;
    mockApi({ '/country': () => (fails ? envelopeError(500, 'boom') : countries) });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} />);
    expect(await screen.findByText('The list of countries could not be loaded.')).toHaveAttribute('role', 'alert');

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The list of countries could not be loaded.')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('44');
  });
});
