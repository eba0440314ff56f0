import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, heldAnswer, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AuthDialogs } from './auth-dialogs';
import { splitFullName } from './split-full-name';

afterEach(() => vi.unstubAllGlobals());

describe('AuthDialogs', () => {
  it('checks the email of "Log in or sign up", then continues to the login dialog with it', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address！')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your password！')).toBeInTheDocument();
  });

  it('logs in from the dialog and stores the token', async () => {
    const user = userEvent.setup();
    mockApi({ '/verify/login': { token: 'dialog-token' } });
    const onClose = vi.fn();
    const { router } = renderWithProviders(<AuthDialogs opened onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('dialog-token'));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/personalCenter');
  });

  it("says in the login dialog whom to ask when the password is forgotten, with the shop's contact text", async () => {
    const user = userEvent.setup();
    mockApi({
      '/article/list': {
        list: [
          {
            id: 1,
            title: 'Contact',
            titleEn: 'Contact',
            content: '<p>联系</p>',
            contentEn: '<p>hello@tours.test</p>',
            createTime: '2026-01-01 09:00:00',
          },
        ],
        total: 1,
      },
    });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const question = await screen.findByRole('button', { name: 'Forgot your password?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    const help = await screen.findByRole('region', { name: 'Forgot your password?' });
    expect(help).toHaveTextContent('The shop cannot reset a password online yet.');
    expect(await screen.findByText('hello@tours.test')).toBeInTheDocument();
  });

  it('asks the full name in "Create an account"', async () => {
    const user = userEvent.setup();
    mockApi({ '/country': [] });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Please enter your fullName!')).toBeInTheDocument();
  });

  it('offers sign-up with the email and the reason when the login is refused (no call can tell an unknown email)', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/verify/login': envelopeError(400, 'Incorrect email or password'), '/country': [] });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/do not match an account/)).toBeInTheDocument();
    expect(api.bodiesOf('/verify/login')[0]?.get('username')).toBe('new@example.com');

    await user.click(screen.getByRole('button', { name: 'Create an account with this email' }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an account' });
    expect(signUp).toHaveTextContent('We could not log you in with new@example.com and that password.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@example.com');

    await user.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@example.com');
  });

  it('takes the typed email along when "Create an account" is chosen at the email step', async () => {
    const user = userEvent.setup();
    mockApi({ '/country': [] });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });

  it('shows the email message and focuses the field when Send code is pressed without a usable email', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/country': [] });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('dialog', { name: 'Create an account' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your email address！')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.bodiesOf('/verify/sendCode')).toHaveLength(0);
  });

  it('splits a full name into name and surname for the register call', () => {
    expect(splitFullName(' Ada  King Lovelace ')).toEqual({ name: 'Ada King', surname: 'Lovelace' });
    expect(splitFullName('Plato')).toEqual({ name: 'Plato', surname: 'Plato' });
  });

  it('states the password rule in "Create an account" and refuses a weak password and a missing region there, with no call', async () => {
    const api = mockApi({ '/country': countries, '/verify/register': { token: 'x' } });
    const user = await openSignUp();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('8 to 128 characters, with at least one letter and one digit.');
    await fillSignUp(user, { password: '12345678' });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use 8 to 128 characters, with at least one letter and one digit'));
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toHaveAccessibleDescription('Please select a country');
    expect(api.bodiesOf('/verify/register')).toHaveLength(0);
  });

  it('sends one register call from "Create an account" however often it is pressed meanwhile, then asks to log in', async () => {
    const register = heldAnswer();
    const api = mockApi({
      '/country': countries,
      '/verify/register': register.fault,
    });
    const user = await openSignUp();
    await fillSignUp(user, {});
    await user.click(screen.getByRole('combobox', { name: 'Country or region' }));
    await user.click(await screen.findByRole('option', { name: '+44 United Kingdom' }));
    const button = screen.getByRole('button', { name: 'Create an account' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
    register.release({ token: 'x' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(Object.fromEntries(api.bodiesOf('/verify/register')[0] ?? [])).toMatchObject({ name: 'Ada', surname: 'Lovelace', areaId: '44' });
    expect(api.bodiesOf('/verify/register')).toHaveLength(1);
  });
});

const countries = [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }];

async function openSignUp() {
  renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  await screen.findByRole('dialog', { name: 'Create an account' });
  return user;
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, { password = 'Secret12' }: { password?: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Password'), password);
}
