import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { CountrySelect } from './country-select';

beforeAll(() => loadLanguage('zh'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];

/** In ISO-code order, as the `country` call gives them; the seeded Chinese field of Ascension Island is English. */
const unsorted = [
  { id: 1, phoneCode: '+247', countryNameEn: 'Ascension Island', countryNameCn: 'Ascension Island', countryCode: 'AC' },
  { id: 2, phoneCode: '+376', countryNameEn: 'Andorra', countryNameCn: '安道尔', countryCode: 'AD' },
  { id: 4, phoneCode: '+93', countryNameEn: 'Afghanistan', countryNameCn: '阿富汗', countryCode: 'AF' },
  { id: 48, phoneCode: '+86', countryNameEn: 'China', countryNameCn: '中国', countryCode: 'CN' },
  { id: 77, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' },
  { id: 236, phoneCode: '+1', countryNameEn: 'United States', countryNameCn: '美国', countryCode: 'US' },
];

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CountrySelect', () => {
  it('reads "phone code + country name" by default and gives the country id', async () => {
    const user = userEvent.setup();
    mockApi({ '/country': countries });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('44');
  });

  it('can read "name (phone code)" or the name alone, and give the country code', async () => {
    const user = userEvent.setup();
    mockApi({ '/country': countries });
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<CountrySelect label="Country" value={null} onChange={onChange} optionLabel="phoneCodeLast" />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(await screen.findByRole('option', { name: 'United Kingdom (+44)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CountrySelect label="Country" value="" onChange={onChange} by="countryCode" optionLabel="nameOnly" />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('GB');
  });

  it('lists the common countries under their label first, then all the others alphabetically, and gives the same ids', async () => {
    const user = userEvent.setup();
    mockApi({ '/country': unsorted });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    const common = await screen.findByRole('group', { name: 'Common' });
    expect(optionNames(common)).toEqual(['+86 China', '+1 United States', '+44 United Kingdom']);
    const all = screen.getByRole('group', { name: 'All countries and regions' });
    expect(optionNames(all)).toEqual(['+93 Afghanistan', '+376 Andorra', '+247 Ascension Island']);
    await user.click(within(all).getByRole('option', { name: '+247 Ascension Island' }));
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('names every country in Chinese on a Chinese page, the others in pinyin order, Ascension Island too', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    mockApi({ '/country': unsorted });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} by="countryCode" optionLabel="nameOnly" />);
    await act(() => i18n.changeLanguage('zh'));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(optionNames(await screen.findByRole('group', { name: '常用' }))).toEqual(['中国', '美国', '英国']);
    const all = screen.getByRole('group', { name: '全部国家和地区' });
    expect(optionNames(all)).toEqual(['阿富汗', '阿森松岛', '安道尔']);
    await user.click(within(all).getByRole('option', { name: '阿森松岛' }));
    expect(onChange).toHaveBeenCalledWith('AC');
  });

  it('says under the field when the countries could not be loaded (a silent call, no toast) and loads them on Try again', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({ '/country': () => (fails ? envelopeError(500, 'boom') : countries) });
    const onChange = vi.fn();
    renderWithProviders(<CountrySelect label="Region" value="" onChange={onChange} />);
    expect(await screen.findByText('The list of countries could not be loaded.')).toHaveAttribute('role', 'alert');

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The list of countries could not be loaded.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    expect(onChange).toHaveBeenCalledWith('44');
  });
});
