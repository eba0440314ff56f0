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

/** The top bar's three dialogs: 'Log in or sign up' (email) -> login, or 'Create an account' -> login. */
export function AuthDialogs({ opened, onClose }: AuthDialogsProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('entry');
  const [email, setEmail] = useState('');
  const close = () => {
    setStep('entry');
    onClose();
  };
  const title = { entry: t('dialogs.entryTitle'), login: t('dialogs.loginTitle'), signUp: t('dialogs.signUpTitle') }[step];

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {step === 'entry' ? (
        <EmailEntryForm
          email={email}
          onContinue={(value) => {
            setEmail(value);
            setStep('login');
          }}
          onSignUp={() => setStep('signUp')}
        />
      ) : null}
      {step === 'login' ? <LoginDialogForm email={email} onLoggedIn={close} onSignUp={() => setStep('signUp')} /> : null}
      {step === 'signUp' ? (
        <SignUpDialogForm
          email={email}
          onRegistered={(value) => {
            notifySuccess(t('dialogs.registered'));
            setEmail(value);
            setStep('login');
          }}
        />
      ) : null}
    </Modal>
  );
}
