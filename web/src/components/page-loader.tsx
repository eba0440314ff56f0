import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledLoader } from './labelled-loader';

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py={80}>
      <LabelledLoader label={t('loading')} />
    </Center>
  );
}
