import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';

beforeAll(() => loadLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

/** A login the server refuses for a field, answered in the visitor's language (Accept-Language). */
async function logInRefused(language: 'en' | 'zh', refusal: string) {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  mockApi({ '/verify/login': envelopeError(400, refusal) });
  renderWithProviders(<LoginPage />, { route: '/login' });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), ' ');
  await user.click(screen.getByRole('checkbox', { name: /agree/ }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a login refused by the server for a field', () => {
  it('says the spec’s own words in Chinese, with no English field name ("password: 必填")', async () => {
    await logInRefused('zh', 'password: 必填');
    expect(await screen.findByText('请输入您的密码！')).toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });

  it('says them in English', async () => {
    await logInRefused('en', 'password: is required');
    expect(await screen.findByText('Please enter your password！')).toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });
});
