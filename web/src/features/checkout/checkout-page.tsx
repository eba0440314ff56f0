import { Container, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { readBookingDraft } from '../../lib/booking-draft';
import { CheckoutForm } from './checkout-form';
import { NothingToCheckOut } from './nothing-to-check-out';

/** /checkout: the draft BOOK NOW stored; without one there is nothing to pay, and the page says so. */
export function CheckoutPage() {
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
