import { Container, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { readBookingDraft } from '../../lib/booking-draft';
import { notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { CheckoutForm } from './checkout-form';

function NoDraft() {
  const { t } = useTranslation('checkout');
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notifyError(t('noDraft'));
  }, [t]);
  return <Navigate to={paths.home.href()} replace />;
}

/** /checkout: the draft BOOK NOW stored; without one there is nothing to pay, so back home with a notice. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [draft] = useState(readBookingDraft);
  if (!draft) return <NoDraft />;
  return (
    <Container py="lg">
      <Title order={1} mb="lg">
        {t('title')}
      </Title>
      <CheckoutForm draft={draft} />
    </Container>
  );
}
