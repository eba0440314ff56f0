import './static-strings';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { HOLD_MINUTES } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { formatAmount } from '../../components/price-display';
import { writeBookingDraft } from '../../lib/booking-draft';
import { paths } from '../../lib/paths';
import { getCurrencyId } from '../../lib/preferences';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { cartBookingDraft } from './cart-booking-draft';
import { type CartItem, CartItemCard } from './cart-item-card';
import { CART_SAMPLE, cartTotal } from './cart-sample';

/** /userCart: static sample content, no calls (spec §1); Checkout Now checks its item out. */
export function CartPage() {
  const { t } = useTranslation('static');
  const [item, setItem] = useState<CartItem>({
    date: CART_SAMPLE.date,
    duration: CART_SAMPLE.duration,
    adults: CART_SAMPLE.adults,
    children: CART_SAMPLE.children,
  });
  const [addedOpen, setAddedOpen] = useState(false);
  return (
    <Container py="lg">
      <PageMeta page="cart" />
      <Stack>
        <Title order={1}>{t('cart.title')}</Title>
        <Text c="dimmed">{t('cart.note', { minutes: HOLD_MINUTES })}</Text>
        <CartItemCard item={item} onChange={setItem} />
        <Group justify="space-between">
          <Text fw={700} size="lg" data-testid="cart-total">
            {t('cart.total')} {CART_SAMPLE.symbol}
            {formatAmount(cartTotal(item.adults, item.children))}
          </Text>
          <Group>
            <Button variant="default" onClick={() => setAddedOpen(true)}>
              {t('cart.showAdded')}
            </Button>
            {/* The draft is written before the link navigates, so checkout opens on this item (as after BOOK NOW). */}
            <Button component={Link} to={paths.checkout.href()} onClick={() => writeBookingDraft(cartBookingDraft(item, getCurrencyId()))}>
              {t('cart.checkout')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <AddedToCartDialog opened={addedOpen} onClose={() => setAddedOpen(false)} />
    </Container>
  );
}
