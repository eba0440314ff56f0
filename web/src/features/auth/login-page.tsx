import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { loginPageSchema } from '@tours/contract/rules';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useLogIn } from './use-log-in';

/** /login: email (checked on blur, the login page's own required message), password, agreement (spec §5). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const logIn = useLogIn();
  const form = useForm({
    mode: 'onBlur',
    resolver: zodResolver(loginPageSchema),
    defaultValues: { email: '', password: '', agreement: false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email, password }) => logIn.mutate({ username: email, password }));

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
              {...form.register('password')}
            />
            <Controller
              control={form.control}
              name="agreement"
              render={({ field, fieldState }) => (
                <Checkbox
                  label={t('login.agreement')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Button type="submit" loading={logIn.isPending}>
              {t('login.submit')}
            </Button>
            <Text size="sm">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to={paths.register.href()}>
                {t('login.toRegister')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
