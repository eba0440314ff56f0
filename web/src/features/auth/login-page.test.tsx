import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });

describe('LoginPage', () => {
  it('checks the email on blur with the login page’s own required message, then the format', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(emailBox());
    await user.tab();
    expect(await screen.findByText('please enter your email address')).toBeInTheDocument();
    await user.type(emailBox(), 'ada@');
    await user.tab();
    expect(await screen.findByText('Please enter the email address in the correct format！')).toBeInTheDocument();
  });

  it('refuses to log in without the agreement (请阅读并同意协议, in English here) and asks for the password', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/verify/login': { token: 't' } });
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(emailBox(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please read and agree to the agreement')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password！')).toBeInTheDocument();
    // The page's own help text asks for the contact article; no login is sent.
    expect(api.calls.filter((call) => call.path === '/verify/login')).toHaveLength(0);
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('stores the token from the server and goes to the account centre', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/verify/login': { token: 'real-token' } });
    const { router } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(emailBox(), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(screen.getByRole('checkbox', { name: /agree/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(window.localStorage.getItem('token')).toBe('real-token');
    expect(api.bodiesOf('/verify/login')[0]?.toString()).toBe('username=ada%40example.com&password=Secret1%21');
  });

  it('links to the register page', () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('lets the keyboard reach the show-password toggle right after the password, and it shows the password', async () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { route: '/login' });
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');
    password.focus();
    // Mantine's default takes the toggle out of the tab order (tabindex -1): here it is the next stop.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
  });
});
