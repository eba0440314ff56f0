import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, successWithMessage } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { RegisterPage } from './register-page';

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
});
