import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';

/**
 * /checkout without a booking draft (a paid booking, a bookmark, another tab than the one that booked): say why
 * there is nothing to pay and where a booking starts, instead of bouncing home silently.
 */
export function NothingToCheckOut() {
  const { t } = useTranslation('checkout');
  return (
    <Container py="xl" size="sm">
      <PageMeta page="checkout" />
      <Stack align="flex-start">
        <Title order={1}>{t('nothingToCheckOut.title')}</Title>
        <Text>{t('nothingToCheckOut.text')}</Text>
        <Button component={Link} to={paths.productList.href()}>
          {t('nothingToCheckOut.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
