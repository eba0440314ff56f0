import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { AuthDialogs } from './auth-dialogs';
import { splitFullName } from './split-full-name';

afterEach(() => vi.unstubAllGlobals());

describe('AuthDialogs', () => {
  it('checks the email of "Log in or sign up", then continues to the login dialog with it', async () => {
    mockApi({});
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Log in or sign up' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address！')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your password！')).toBeInTheDocument();
  });

  it('logs in from the dialog and stores the token', async () => {
    mockApi({ '/verify/login': { token: 'dialog-token' } });
    const onClose = vi.fn();
    const { router } = renderWithProviders(<AuthDialogs opened onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('dialog-token'));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/personalCenter');
  });

  it('asks the full name in "Create an account"', async () => {
    mockApi({ '/country': [] });
    renderWithProviders(<AuthDialogs opened onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Please enter your fullName!')).toBeInTheDocument();
  });

  it('splits a full name into name and surname for the register call', () => {
    expect(splitFullName(' Ada  King Lovelace ')).toEqual({ name: 'Ada King', surname: 'Lovelace' });
    expect(splitFullName('Plato')).toEqual({ name: 'Plato', surname: 'Plato' });
  });
});
