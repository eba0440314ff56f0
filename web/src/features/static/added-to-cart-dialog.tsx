import { Button, Modal, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@tours/contract/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CART_SAMPLE } from './cart-sample';

/** The 'Added to cart' sample dialog: tour, date and time, party, language, the 30:00 hold, Go To Cart. */
export function AddedToCartDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('static');
  return (
    <Modal opened={opened} onClose={onClose} title={t('added.title')} centered>
      <Stack gap="xs">
        <Text fw={700}>{CART_SAMPLE.title}</Text>
        <Text size="sm">{t('added.when', { date: CART_SAMPLE.date, time: CART_SAMPLE.time })}</Text>
        <Text size="sm">{t('cart.party', { adults: CART_SAMPLE.adults, children: CART_SAMPLE.children })}</Text>
        <Text size="sm">{t('cart.language', { language: CART_SAMPLE.language })}</Text>
        <Text size="sm" c="red">
          {t('added.held', { time: `${HOLD_MINUTES}:00` })}
        </Text>
        <Button component={Link} to={paths.userCart.href()} onClick={onClose}>
          {t('added.goToCart')}
        </Button>
      </Stack>
    </Modal>
  );
}
