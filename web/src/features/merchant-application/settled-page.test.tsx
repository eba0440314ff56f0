import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpError, mockApi, successWithMessage } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SettledPage } from './settled-page';

afterEach(() => vi.unstubAllGlobals());

const article = (id: number, title: string) => ({
  id,
  title,
  titleEn: title,
  content: 'x',
  contentEn: `${title} text`,
  createTime: '2030-01-01',
});

describe('SettledPage', () => {
  it('shows the intro and benefits, submits the form and replaces it with the confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/content/list': (body: URLSearchParams) =>
        body.get('categoryId') === '11'
          ? { list: [article(1, 'Grow with us'), article(2, 'Ignored')], total: 2 }
          : { list: [article(3, 'Free listing')], total: 1 },
      '/country': [{ id: 44, phoneCode: '+44', countryNameEn: 'United Kingdom', countryNameCn: '英国', countryCode: 'GB' }],
      '/member/merchant/application': successWithMessage('Application received: we will email you'),
    });
    renderWithProviders(<SettledPage />, { route: '/Settled' });
    expect(await screen.findByRole('heading', { name: 'Grow with us' })).toBeInTheDocument();
    expect(await screen.findByText('Free listing')).toBeInTheDocument();
    expect(screen.queryByText('Ignored')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    await user.type(screen.getByRole('textbox', { name: /Entity name/ }), 'Lin Tours');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'lin@example.com');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/emailed to you within 24 hours/)).toBeInTheDocument();
    // Spec §8: the server's success message on a submit.
    expect(await screen.findByText('Application received: we will email you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await waitFor(() => expect(api.bodiesOf('/member/merchant/application')).toHaveLength(1));
    const sent = api.bodiesOf('/member/merchant/application')[0];
    expect(sent?.get('identity')).toBe('2');
    expect(sent?.get('merchantName')).toBe('Lin Tours');
    expect(sent?.get('verificationCode')).toBe('123456');
    expect(sent?.get('email')).toBe('lin@example.com');
  });

  it('shows a failed intro or benefits call with Retry, and the content once Retry succeeds', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi({
      '/content/list': (body: URLSearchParams) => {
        if (failing) return httpError(500);
        return body.get('categoryId') === '11'
          ? { list: [article(1, 'Grow with us')], total: 1 }
          : { list: [article(3, 'Free listing')], total: 1 };
      },
      '/country': [],
    });
    renderWithProviders(<SettledPage />, { route: '/Settled' });
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    // The form is still there while the content failed.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();

    failing = false;
    for (const retry of retries) await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Grow with us' })).toBeInTheDocument();
    expect(await screen.findByText('Free listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
