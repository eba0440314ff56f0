import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * After a card payment was created: "Have you paid?". Paid opens the order with type=1 (poll until
 * paid); Not paid opens the plain order page, where Pay Now is offered (docs/adr/0032-account-and-checkout-where-the-spec-is-silent.md).
 */
export function PaidPromptModal({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const go = (paid: boolean) => {
    if (orderId !== null) navigate(paid ? paths.orderInfo.href(orderId, 1) : paths.orderInfo.href(orderId));
  };
  return (
    <Modal opened={orderId !== null} onClose={() => go(false)} title={t('prompt.title')} centered>
      <Text mb="md">{t('prompt.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => go(false)}>
          {t('prompt.notPaid')}
        </Button>
        <Button onClick={() => go(true)}>{t('prompt.paid')}</Button>
      </Group>
    </Modal>
  );
}
