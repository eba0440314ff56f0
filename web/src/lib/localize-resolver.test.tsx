import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { emailOnlySchema, loginPageSchema, messages } from '@tours/contract/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../test/render';
import { loadLanguage } from './i18n';
import { acceptLanguage } from './localize-message';
import { notifySuccess } from './notify';
import { useContractForm } from './use-contract-form';

/** A contract form as the shop's forms are: useContractForm, Mantine inputs, the error under the field. */
function EmailForm() {
  const form = useContractForm(emailOnlySchema, { email: '' });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <TextInput label="Email" {...form.register('email')} error={form.formState.errors.email?.message} />
      <Button type="submit">Continue</Button>
    </form>
  );
}

function AgreementForm() {
  const form = useContractForm(loginPageSchema, { email: 'ada@example.com', password: 'secret', agreement: false });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <p>{form.formState.errors.agreement?.message}</p>
      <Button type="submit">Log in</Button>
    </form>
  );
}

/** A rule that words no message of its own: a region left empty reaches zod as null. */
const regionSchema = z.object({ areaId: z.string() });

function RegionForm() {
  const form = useContractForm(regionSchema, { areaId: null as unknown as string });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <p>{form.formState.errors.areaId?.message}</p>
      <Button type="submit">Continue</Button>
    </form>
  );
}

const choose = (language: 'en' | 'zh') => window.localStorage.setItem(STORAGE_LANGUAGE, language);

// The Chinese of the English messages comes with the Chinese strings, as in the shop.
beforeAll(() => loadLanguage('zh'));

describe('form errors in the chosen language', () => {
  it('shows the spec’s English text in English', async () => {
    const user = userEvent.setup();
    choose('en');
    renderWithProviders(<EmailForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address！')).toBeInTheDocument();
  });

  it('shows its Chinese translation in Chinese', async () => {
    const user = userEvent.setup();
    choose('zh');
    renderWithProviders(<EmailForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('请输入您的邮箱地址！')).toBeInTheDocument();
    expect(screen.queryByText(messages.emailRequired)).not.toBeInTheDocument();
  });

  it('shows a message the spec writes in Chinese in Chinese, and its English in English', async () => {
    const user = userEvent.setup();
    choose('zh');
    const { unmount } = renderWithProviders(<AgreementForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('请阅读并同意协议')).toBeInTheDocument();
    unmount();
    choose('en');
    renderWithProviders(<AgreementForm />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please read and agree to the agreement')).toBeInTheDocument();
  });
});

describe('form errors zod words itself', () => {
  it.each([
    ['en', 'Please check Country or region.'],
    ['zh', '请检查国家或地区。'],
  ] as const)('say the field by its label in %s, never zod’s "Invalid input" or the field’s name', async (language, said) => {
    const user = userEvent.setup();
    choose(language);
    renderWithProviders(<RegionForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input|areaId/)).not.toBeInTheDocument();
  });
});

describe('toasts in the chosen language', () => {
  it('says 修改成功 in Chinese and its translation in English', async () => {
    choose('zh');
    renderWithProviders(<p>page</p>);
    notifySuccess(messages.profileUpdated);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    choose('en');
    notifySuccess(messages.profileUpdated);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });
});

describe('acceptLanguage', () => {
  it('asks the server for the chosen language', () => {
    choose('zh');
    expect(acceptLanguage()).toMatch(/^zh-CN\b/);
    choose('en');
    expect(acceptLanguage()).toBe('en');
  });
});
