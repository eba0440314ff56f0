import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HoldTimer } from '../../components/hold-timer';

/** "Your spot is held for mm:ss"; once it runs out, says the hold expired and leads back to the tour. */
export function HoldCountdown({ msLeft, tourHref }: { msLeft: number; tourHref: string }) {
  const { t } = useTranslation('checkout');
  if (msLeft <= 0) {
    return (
      <Alert color="red" role="alert" title={t('hold.expiredTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('hold.expired')}</Text>
          <Button component={Link} to={tourHref} variant="white" color="red">
            {t('hold.backToTour')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <HoldTimer msLeft={msLeft} label={t('hold.label')} text={t('hold.text')} testId="hold-countdown" />;
}
