import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tours/contract/rules';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { type CheckoutValues, emptyCheckoutValues } from './checkout-values';
import { PersonalDetailsFields } from './personal-details-fields';

afterEach(() => vi.unstubAllGlobals());

function VisitorDetails() {
  const form = useForm<CheckoutValues>({ defaultValues: emptyCheckoutValues(null) });
  return <PersonalDetailsFields form={form} isVisitor />;
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });

describe('PersonalDetailsFields: Send code at checkout', () => {
  it('says the email is missing or malformed, focuses the field and sends nothing', async () => {
    const api = mockApi({ '/country': [], '/verify/sendCode': null });
    renderWithProviders(<VisitorDetails />);
    const user = userEvent.setup();
    const sendCode = () => user.click(screen.getByRole('button', { name: 'Send code' }));

    await sendCode();
    expect(await screen.findByText(messages.checkoutEmailRequired)).toBeInTheDocument();
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'not-an-email');
    expect(screen.queryByText(messages.checkoutEmailRequired)).not.toBeInTheDocument();
    await sendCode();
    expect(await screen.findByText(messages.emailFormat)).toBeInTheDocument();
    expect(emailField()).toHaveFocus();

    const sendCalls = () => api.bodiesOf('/verify/sendCode');
    expect(sendCalls()).toHaveLength(0);

    await user.clear(emailField());
    await user.type(emailField(), 'guest@example.com');
    expect(screen.queryByText(messages.emailFormat)).not.toBeInTheDocument();
    await sendCode();
    await waitFor(() => expect(sendCalls()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeInTheDocument();
  });
});
