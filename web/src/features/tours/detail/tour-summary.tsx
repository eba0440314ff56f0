import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { PriceModel, type ProductDetail } from '@tours/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteHeart } from '../../../components/favourite-heart';
import { PriceDisplay } from '../../../components/price-display';
import { StarScore } from '../../../components/star-score';
import { paths } from '../../../lib/paths';
import { byLanguage, useLanguage } from '../../../lib/preferences';
import { usePageAddresses } from '../../../lib/site-address';
import { ShareLinks } from './share-links';

export interface TourSummaryProps {
  /** After the heart toggles, the product is reloaded (spec §4): the toggle invalidates product.detail. */
  product: ProductDetail;
}

/** On the detail, model 1 is group pricing and 2 per-person pricing (spec §3). */
export function TourSummary({ product }: TourSummaryProps) {
  const { t } = useTranslation(['tours', 'common']);
  const language = useLanguage();
  const group = product.model === PriceModel.Group;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* A name may hold a word longer than the column (a Welsh place name, a code): it breaks rather than overflow. */}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Title>
        <FavouriteHeart spuId={product.id} name={product.name} isCollect={product.isCollect} />
      </Group>
      <PriceDisplay
        symbol={product.currencyInco}
        amount={group ? product.teamPrice : product.adultPrice}
        unit={group ? 'group' : 'person'}
        size="xl"
      />
      <Group gap="md">
        <StarScore score={product.score} />
        <Text size="sm">{t('common:tour.reviews', { count: product.review })}</Text>
        <Text size="sm">{t('common:tour.bookings', { count: product.appointmentCount })}</Text>
        <Text size="sm" aria-label={t('tours:detail.city')}>
          {byLanguage(language, product.cityEnglishName, product.cityChineseName)}
        </Text>
      </Group>
      <Group gap="md">
        <Anchor component={Link} to={paths.guide.href(product.merchantId)} size="sm">
          {t('tours:detail.guide', { name: product.merchantName })}
        </Anchor>
        <Anchor component={Link} to={paths.personalCenter.href(6, { id: product.merchantId })} size="sm">
          {t('tours:detail.service')}
        </Anchor>
      </Group>
      <ShareLinks url={usePageAddresses().canonical} title={product.name} />
    </Stack>
  );
}
