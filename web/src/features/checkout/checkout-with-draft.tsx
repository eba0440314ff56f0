import { Container, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { CheckoutForm } from './checkout-form';
import { NothingToCheckOut } from './nothing-to-check-out';
import { readBookingDraft } from './stored-draft';

/** Checkout of the draft this tab holds: its form, or "nothing to check out" for a draft the contract refuses. */
export function CheckoutWithDraft() {
  const { t } = useTranslation('checkout');
  const [draft] = useState(readBookingDraft);
  if (!draft) return <NothingToCheckOut />;
  return (
    <Container py="lg">
      <PageMeta page="checkout" />
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      <CheckoutForm draft={draft} />
    </Container>
  );
}
