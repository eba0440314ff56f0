import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMmSs } from './use-hold-countdown';

/** "Your spot is held for mm:ss"; once it runs out, says the hold expired. */
export function HoldCountdown({ msLeft }: { msLeft: number }) {
  const { t } = useTranslation('checkout');
  if (msLeft <= 0) {
    return (
      <Alert color="red" role="alert" title={t('hold.expiredTitle')}>
        {t('hold.expired')}
      </Alert>
    );
  }
  return (
    <Text role="timer" aria-live="off" aria-label={t('hold.label')}>
      {t('hold.text')}{' '}
      <Text span fw={700} data-testid="hold-countdown">
        {formatMmSs(msLeft)}
      </Text>
    </Text>
  );
}
