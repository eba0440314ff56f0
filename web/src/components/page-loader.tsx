import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py={80}>
      <Loader role="progressbar" aria-label={t('loading')} />
    </Center>
  );
}
