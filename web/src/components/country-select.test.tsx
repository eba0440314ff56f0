import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
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
});
