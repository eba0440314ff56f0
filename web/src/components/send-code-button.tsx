import { Button, type ButtonProps } from '@mantine/core';
import { canSendCode } from '@tours/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendCodeCountdown } from './use-send-code-countdown';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  email: string;
  /** Sends the code; a rejection (or an error envelope) leaves the button idle. */
  send: (email: string) => Promise<unknown>;
}

/**
 * Does nothing unless the email matches the pattern and no countdown runs (spec §5); the 60 s
 * countdown starts only after a successful send, and clicks are ignored meanwhile.
 */
export function SendCodeButton({ email, send, ...buttonProps }: SendCodeButtonProps) {
  const { t } = useTranslation('common');
  const { secondsLeft, start } = useSendCodeCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    if (sending || !canSendCode(email, secondsLeft)) return;
    setSending(true);
    try {
      await send(email.trim());
      start();
    } catch {
      // The client has already shown the server's message; the button stays idle.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="light"
      {...buttonProps}
      loading={sending}
      aria-disabled={secondsLeft > 0}
      data-counting={secondsLeft > 0 || undefined}
      onClick={onClick}
    >
      {secondsLeft > 0 ? t('sendCode.resend', { seconds: secondsLeft }) : t('sendCode.send')}
    </Button>
  );
}
