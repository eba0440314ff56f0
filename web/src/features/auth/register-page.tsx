import { Anchor, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { registerPageSchema } from '@tours/contract/rules';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { SendCodeButton } from '../../components/send-code-button';
import { SubmitButton } from '../../components/submit-button';
import { useSendCode } from '../../components/use-send-code';
import { shopIds } from '../../config/shop-ids';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { useOneSubmission } from '../../lib/use-one-submission';
import { useRegister } from './api';
import { AuthPageFrame } from './auth-page-frame';
import { NewPasswordField } from './new-password-field';
import { RegionField } from './region-field';

/**
 * /register: email, first and last name and password are checked (spec §5), the password by the new-account rule, and
 * the region too, which the register call needs (docs/adr/0058-a-password-rule-for-new-accounts.md); one call per
 * press; success goes to /login.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister(() => navigate(paths.login.href()));
  const sendCode = useSendCode();
  const form = useContractForm(registerPageSchema, {
    email: '',
    code: '',
    name: '',
    surname: '',
    password: '',
    areaId: '',
    flagEmail: false,
  });
  const { errors } = form.formState;
  const email = form.watch('email');
  const { onSubmit, submitting } = useOneSubmission(form, (values) =>
    register.mutateAsync({
      username: values.email,
      code: values.code,
      name: values.name,
      surname: values.surname,
      password: values.password,
      areaId: values.areaId,
      flagEmail: values.flagEmail,
    }),
  );

  return (
    <AuthPageFrame
      width={520}
      title={t('register.title')}
      onSubmit={onSubmit}
      switchPrompt={t('register.haveAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={paths.login.href()}
    >
      <PageMeta page="register" />
      <TextInput label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('fields.code')} inputMode="numeric" {...form.register('code')} />
        <SendCodeButton email={email} {...sendCode} onInvalidEmail={() => form.trigger('email', { shouldFocus: true })} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.firstName')} autoComplete="given-name" error={errors.name?.message} {...form.register('name')} />
        <TextInput label={t('fields.lastName')} autoComplete="family-name" error={errors.surname?.message} {...form.register('surname')} />
      </Group>
      <NewPasswordField error={errors.password?.message} {...form.register('password')} />
      <RegionField control={form.control} />
      <Controller
        control={form.control}
        name="flagEmail"
        render={({ field }) => (
          <Checkbox
            label={t('register.flagEmail')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Text size="sm" c="dimmed">
        {t('register.notice')}
      </Text>
      <Text size="sm">
        {t('register.termsIntro')}{' '}
        <Anchor component={Link} to={paths.article.href(shopIds.legalArticles.terms)}>
          {t('register.terms')}
        </Anchor>{' '}
        {t('register.and')}{' '}
        <Anchor component={Link} to={paths.article.href(shopIds.legalArticles.privacy)}>
          {t('register.privacy')}
        </Anchor>
      </Text>
      <SubmitButton loading={submitting}>{t('register.submit')}</SubmitButton>
    </AuthPageFrame>
  );
}
