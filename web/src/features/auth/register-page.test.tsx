import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const user = userEvent.setup();
    mockApi({ '/country': countries });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findAllByText('Please enter your Full name')).toHaveLength(2);
    expect(screen.getByText('Please enter your email address！')).toBeInTheDocument();
  });

  it('sends no code unless the email matches the pattern', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/country': countries, '/verify/sendCode': successWithMessage('A code is on its way to ada@example.com') });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@nowhere');
    await user.click(send);
    expect(api.bodiesOf('/verify/sendCode')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(send);
    await waitFor(() => expect(api.bodiesOf('/verify/sendCode')[0]?.get('account')).toBe('ada@example.com'));
    // Spec §7: sendCode's message is shown.
    expect(await screen.findByText('A code is on its way to ada@example.com')).toBeInTheDocument();
  });

  it("says where the code went when the server's message is only the generic Success", async () => {
    const user = userEvent.setup();
    mockApi({ '/country': countries, '/verify/sendCode': successWithMessage('Success') });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Success')).not.toBeInTheDocument();
  });

  it('labels regions with phone code and name, links the legal texts, and goes to /login after success', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    const { router } = renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/article?id=103');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/article?id=104');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('combobox', { name: 'Country or region' }));
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    await user.click(screen.getByRole('checkbox', { name: /offers/ }));
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
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
    const user = userEvent.setup();
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('8 to 128 characters, with at least one letter and one digit.');
    await fillRegistration(user, { password: 'a' });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use 8 to 128 characters, with at least one letter and one digit'));
    expect(api.bodiesOf('/verify/register')).toHaveLength(0);
  });

  it('says the password rule in Chinese for a visitor who chose Chinese', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    mockApi({ '/country': countries });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('请使用 8 到 128 个字符，且至少包含一个字母和一个数字')).toBeInTheDocument();
    expect(await screen.findByText('请选择国家或地区')).toBeInTheDocument();
  });

  it('flags a country or region not chosen at its field, in the spec’s words, without any call', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillRegistration(user, { country: null });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const region = screen.getByRole('combobox', { name: 'Country or region' });
    await waitFor(() => expect(region).toHaveAccessibleDescription('Please select a country'));
    expect(region).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/whole number/)).not.toBeInTheDocument();
    expect(api.bodiesOf('/verify/register')).toHaveLength(0);
  });

  it('sends one register call however often the button is pressed while it is on its way', async () => {
    const user = userEvent.setup();
    const register = heldAnswer();
    const api = mockApi({ '/country': countries, '/verify/register': register.fault });
    const { router } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await fillRegistration(user, {});
    const button = screen.getByRole('button', { name: 'Create an account' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    // A script's submit (a password manager's), which the disabled button does not stop: no person's action reaches it.
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
    register.release({ token: 'x' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
  });
});

/** Fills every field of /register with what the call takes, bar the password or country given (null: none chosen). */
async function fillRegistration(
  user: ReturnType<typeof userEvent.setup>,
  { password = 'Secret12', country = '+44 United Kingdom' }: { password?: string; country?: string | null },
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByLabelText('Password'), password);
  if (country === null) return;
  await user.click(screen.getByRole('combobox', { name: 'Country or region' }));
  await user.click(await screen.findByRole('option', { name: country }));
}
