import { Button, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { MerchantIdentity } from '@tours/contract';
import { envelopeMessage } from '@tours/contract/routes';
import { messages } from '@tours/contract/rules';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendMerchantCode } from '../../api/verification-codes';
import { CountrySelect } from '../../components/country-select';
import { SendCodeButton } from '../../components/send-code-button';
import { localizeForPerson } from '../../lib/localize-message';
import { notifySuccess } from '../../lib/notify';
import { useSubmitApplication } from './api';
import { LicenceUpload, type UploadedFile } from './licence-upload';

interface ApplicationValues {
  identity: string;
  merchantName: string;
  identityCode: string;
  region: string;
  contactPerson: string;
  IDNumber: string;
  email: string;
  verificationCode: string;
  areaId: string | null;
  contactNumber: string;
  serviceContent: string;
}

/** Spec §5: no client validation here; required fields are only marked. The server's answer decides. */
export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('merchant');
  const [licences, setLicences] = useState<UploadedFile[]>([]);
  const submit = useSubmitApplication();
  const { register, control, handleSubmit, watch, setError, clearErrors, formState } = useForm<ApplicationValues>({
    defaultValues: { identity: String(MerchantIdentity.Enterprise), areaId: null },
  });
  const email = watch('email') ?? '';
  // Not form validation (the spec has none here): only Send code, which cannot work without a usable email, says so.
  const showEmailMessage = () =>
    setError('email', { message: localizeForPerson(email.trim() ? messages.emailFormat : messages.emailRequired) }, { shouldFocus: true });

  const verification = useSendMerchantCode();

  const onSubmit = handleSubmit(({ areaId, identity, ...rest }) =>
    submit.mutate(
      { ...rest, identity: identity === '2' ? 2 : 1, picUrl: licences.map((f) => f.url), areaId: areaId ?? '' },
      {
        onSuccess: (body) => {
          notifySuccess(envelopeMessage(body) || t('doneTitle'));
          onSubmitted();
        },
      },
    ),
  );

  const sendCode = (address: string, onSent: () => void) =>
    verification.mutate(
      { email: address },
      {
        onSuccess: (body) => {
          const message = envelopeMessage(body);
          if (message) notifySuccess(message);
          onSent();
        },
      },
    );

  return (
    <Paper withBorder p="lg" component="form" onSubmit={onSubmit} aria-label={t('form')} noValidate>
      <Stack gap="md">
        <Title order={2}>{t('form')}</Title>
        <Controller
          control={control}
          name="identity"
          render={({ field }) => (
            <Radio.Group label={t('identity')} withAsterisk value={field.value} onChange={field.onChange}>
              <Group mt={4}>
                <Radio value="1" label={t('enterprise')} />
                <Radio value="2" label={t('individual')} />
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('merchantName')} withAsterisk {...register('merchantName')} />
          <TextInput label={t('identityCode')} withAsterisk {...register('identityCode')} />
          <TextInput label={t('region')} withAsterisk {...register('region')} />
          <TextInput label={t('contactPerson')} withAsterisk {...register('contactPerson')} />
          <TextInput label={t('idNumber')} withAsterisk {...register('IDNumber')} />
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={t('email')}
              type="email"
              withAsterisk
              style={{ flex: 1 }}
              error={formState.errors.email?.message}
              {...register('email', { onChange: () => clearErrors('email') })}
            />
            <SendCodeButton email={email} send={sendCode} sending={verification.isPending} onInvalidEmail={showEmailMessage} />
          </Group>
          <TextInput label={t('verificationCode')} withAsterisk inputMode="numeric" {...register('verificationCode')} />
          <Controller
            control={control}
            name="areaId"
            render={({ field }) => (
              <CountrySelect
                by="countryCode"
                label={t('country')}
                placeholder={t('countryPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                optionLabel="phoneCodeLast"
                clearable
                withAsterisk
                nothingFoundMessage="—"
              />
            )}
          />
          <TextInput label={t('contactNumber')} withAsterisk type="tel" {...register('contactNumber')} />
        </SimpleGrid>
        <LicenceUpload value={licences} onChange={setLicences} />
        <Textarea label={t('serviceContent')} withAsterisk autosize minRows={3} {...register('serviceContent')} />
        <Button type="submit" loading={submit.isPending} w="fit-content">
          {t('submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
