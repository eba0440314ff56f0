import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { RESULT_EMAIL_WITHIN_HOURS } from '@tours/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { ApplicationForm } from './application-form';
import { SettlementIntro } from './settlement-intro';

/** /Settled: intro, benefits and the application form, replaced by a confirmation after success. */
export function SettledPage() {
  const { t } = useTranslation('merchant');
  const [submitted, setSubmitted] = useState(false);
  return (
    <Container py="lg">
      <PageMeta page="settled" />
      <Stack gap="xl">
        <SettlementIntro />
        {submitted ? (
          <Alert
            color="green"
            role="status"
            title={
              <Title order={2} size="h4">
                {t('doneTitle')}
              </Title>
            }
          >
            <Text>{t('doneText', { hours: RESULT_EMAIL_WITHIN_HOURS })}</Text>
          </Alert>
        ) : (
          <ApplicationForm onSubmitted={() => setSubmitted(true)} />
        )}
      </Stack>
    </Container>
  );
}
