import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SettledPage } from './settled-page';

beforeAll(() => loadLanguage('zh'));
afterEach(() => vi.unstubAllGlobals());

/** The merchant form sent with a code the server refuses, in the words it answers a visitor of that language with. */
async function submitRefusedCode(language: 'en' | 'zh', refusal: string) {
  window.localStorage.setItem(STORAGE_LANGUAGE, language);
  mockApi({
    '/content/list': { list: [], total: 0 },
    '/country': [],
    '/member/merchant/application': envelopeError(400, refusal),
  });
  renderWithProviders(<SettledPage />, { route: '/Settled' });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Entity name/ }), 'Lin Tours');
  await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '12');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('the merchant application refused by the server', () => {
  it('says which field in English, by its label, never "verificationCode:"', async () => {
    await submitRefusedCode('en', 'verificationCode: must be the 6-digit code');
    expect(await screen.findByText('Verification code is the 6-digit code in the email we sent you.')).toBeInTheDocument();
    expect(screen.queryByText(/verificationCode/)).not.toBeInTheDocument();
  });

  it('says it in Chinese, with the Chinese label', async () => {
    await submitRefusedCode('zh', 'verificationCode: 必须是 6 位数字的验证码');
    expect(await screen.findByText('验证码是我们发送到您邮箱的 6 位数字。')).toBeInTheDocument();
    expect(screen.queryByText(/verificationCode/)).not.toBeInTheDocument();
  });
});
