import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';

beforeAll(() => loadLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

/** A login the server refuses for a field, answered in the visitor's language (Accept-Language). */
function logInRefused(language: 'en' | 'zh', refusal: string) {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  mockApi({ '/verify/login': envelopeError(400, refusal) });
  renderWithProviders(<LoginPage />, { route: '/login' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /agree/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a login refused by the server for a field', () => {
  it('says the spec’s own words in Chinese, with no English field name ("password: 必填")', async () => {
    logInRefused('zh', 'password: 必填');
    expect(await screen.findByText('请输入您的密码！')).toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });

  it('says them in English', async () => {
    logInRefused('en', 'password: is required');
    expect(await screen.findByText('Please enter your password！')).toBeInTheDocument();
    expect(screen.queryByText(/password:/)).not.toBeInTheDocument();
  });
});
