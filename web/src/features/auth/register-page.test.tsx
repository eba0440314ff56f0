import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import { heldAnswer, mockApi, successWithMessage } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RegisterPage } from './register-page';

beforeAll(() => loadLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];

describe('RegisterPage', () => {
  it('asks for first and last name with the register page’s message', async () => {
    mockApi({ '/country': countries });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findAllByText('Please enter your Full name')).toHaveLength(2);
    expect(screen.getByText('Please enter your email address！')).toBeInTheDocument();
  });

  it('sends no code unless the email matches the pattern', async () => {
    const api = mockApi({ '/country': countries, '/verify/sendCode': successWithMessage('A code is on its way to ada@example.com') });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const send = screen.getByRole('button', { name: 'Send code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@nowhere' } });
    fireEvent.click(send);
    expect(api.bodiesOf('/verify/sendCode')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.bodiesOf('/verify/sendCode')[0]?.get('account')).toBe('ada@example.com'));
    // Spec §7: sendCode's message is shown.
    expect(await screen.findByText('A code is on its way to ada@example.com')).toBeInTheDocument();
  });

  it('labels regions with phone code and name, links the legal texts, and goes to /login after success', async () => {
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    const { router } = renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/article?id=103');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/article?id=104');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret1!' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Country or region' }));
    fireEvent.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /offers/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.fromEntries(api.bodiesOf('/verify/register')[0] ?? [])).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      username: 'ada@example.com',
      password: 'Secret1!',
      areaId: '44',
      code: '123456',
      flagEmail: 'true',
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('states the password rule under the field, and refuses a weak password there without any call', async () => {
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('8 to 128 characters, with at least one letter and one digit.');
    await fillRegistration({ password: 'a' });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use 8 to 128 characters, with at least one letter and one digit'));
    expect(api.bodiesOf('/verify/register')).toHaveLength(0);
  });

  it('says the password rule in Chinese for a visitor who chose Chinese', async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    mockApi({ '/country': countries });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdefgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('请使用 8 到 128 个字符，且至少包含一个字母和一个数字')).toBeInTheDocument();
    expect(await screen.findByText('请选择国家或地区')).toBeInTheDocument();
  });

  it('flags a country or region not chosen at its field, in the spec’s words, without any call', async () => {
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillRegistration({ country: null });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    const region = screen.getByRole('combobox', { name: 'Country or region' });
    await waitFor(() => expect(region).toHaveAccessibleDescription('Please select a country'));
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/whole number/)).not.toBeInTheDocument();
    expect(api.bodiesOf('/verify/register')).toHaveLength(0);
  });

  it('sends one register call however often the button is pressed while it is on its way', async () => {
    const register = heldAnswer();
    const api = mockApi({ '/country': countries, '/verify/register': register.fault });
    const { router } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillRegistration({});
    const button = screen.getByRole('button', { name: 'Create an account' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
    register.release({ token: 'x' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
  });
});

/** Fills every field of /register with what the call takes, bar the password or country given (null: none chosen). */
async function fillRegistration({ password = 'Secret12', country = '+44 United Kingdom' }: { password?: string; country?: string | null }) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  if (country === null) return;
  fireEvent.click(screen.getByRole('combobox', { name: 'Country or region' }));
  fireEvent.click(await screen.findByRole('option', { name: country }));
}
