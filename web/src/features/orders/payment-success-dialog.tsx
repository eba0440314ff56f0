import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Shown once the poll sees the order paid; View order links this order (the sample links /orderInfo/1). */
export function PaymentSuccessDialog({ orderId, opened, onClose }: { orderId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Modal opened={opened} onClose={onClose} title={t('success.title')} centered>
      <Text mb="md">{t('success.text')}</Text>
      <Button component={Link} to={paths.orderInfo.href(orderId)} onClick={onClose}>
        {t('success.viewOrder')}
      </Button>
    </Modal>
  );
}
