import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify';
import { EmailEntryForm } from './email-entry-form';
import { LoginDialogForm } from './login-dialog-form';
import { SignUpDialogForm } from './sign-up-dialog-form';

export interface AuthDialogsProps {
  opened: boolean;
  onClose: () => void;
}

type Step = 'entry' | 'login' | 'signUp';

/**
 * The top bar's three dialogs: 'Log in or sign up' (email) -> login, or 'Create an account' -> login. The
 * email typed in one step travels to the next. No call tells whether an email has an account (logins refuse
 * wrong emails and wrong passwords alike, docs/adr/0031-browsing-screens-where-the-spec-is-silent.md), so the login step offers sign-up, first as a
 * choice and, after a refused login, with the reason.
 */
export function AuthDialogs({ opened, onClose }: AuthDialogsProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('entry');
  const [email, setEmail] = useState('');
  const [signUpReason, setSignUpReason] = useState<string | null>(null);
  const go = (next: Step, value: string, reason: string | null = null) => {
    setEmail(value);
    setSignUpReason(reason);
    setStep(next);
  };
  const close = () => {
    setStep('entry');
    onClose();
  };
  const title = { entry: t('dialogs.entryTitle'), login: t('dialogs.loginTitle'), signUp: t('dialogs.signUpTitle') }[step];

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common:controls.close') }}>
      {step === 'entry' ? (
        <EmailEntryForm email={email} onContinue={(value) => go('login', value)} onSignUp={(value) => go('signUp', value)} />
      ) : null}
      {step === 'login' ? (
        <LoginDialogForm
          email={email}
          onLoggedIn={close}
          onSignUp={(value, afterRefusal) => go('signUp', value, afterRefusal ? t('dialogs.signUpAfterRefusal', { email: value }) : null)}
        />
      ) : null}
      {step === 'signUp' ? (
        <SignUpDialogForm
          email={email}
          reason={signUpReason}
          onLogIn={(value) => go('login', value)}
          onRegistered={(value) => {
            notifySuccess(t('dialogs.registered'));
            go('login', value);
          }}
        />
      ) : null}
    </Modal>
  );
}
