import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * A refund screen opened without its order (a typed URL, a new tab): it makes no call (spec §1), so it says
 * where the order's details come from instead of showing sample ones.
 */
export function RefundNoOrderNote() {
  const { t } = useTranslation('static');
  return (
    <Alert color="gray" title={t('refundOrder.missingTitle')}>
      <Text size="sm">{t('refundOrder.missing')}</Text>
      <Anchor component={Link} to={paths.personalCenter.href(2)} size="sm" c="dark.8" underline="always">
        {t('refundOrder.myOrders')}
      </Anchor>
    </Alert>
  );
}
