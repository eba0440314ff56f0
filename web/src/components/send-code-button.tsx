import { Button, type ButtonProps } from '@mantine/core';
import { canSendCode } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { type KeptCountdown, useSendCodeCountdown } from './use-send-code-countdown';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  email: string;
  /**
   * Sends the code (a mutation, so a failure reaches the person through the error policy and leaves the
   * button idle) and calls `onSent` after a successful send.
   */
  send: (email: string, onSent: () => void) => void;
  /** True while the send is under way. */
  sending: boolean;
  /**
   * Called instead of sending when the email does not match the pattern, so the screen can show its email
   * message and focus the field; without it such a click would do nothing visible.
   */
  onInvalidEmail?: () => void;
  /** Where a countdown is kept past this page view; without it a reload ends the countdown. */
  keptCountdown?: KeptCountdown;
}

/**
 * Sends nothing unless the email matches the pattern and no countdown runs (spec §5); an unmatched email is
 * handed to `onInvalidEmail`. The 60 s countdown starts only after a successful send, and clicks are ignored
 * meanwhile.
 */
export function SendCodeButton({ email, send, sending, onInvalidEmail, keptCountdown, ...buttonProps }: SendCodeButtonProps) {
  const { t } = useTranslation('common');
  const { secondsLeft, start } = useSendCodeCountdown(undefined, keptCountdown);

  const onClick = () => {
    if (sending || secondsLeft > 0) return;
    if (!canSendCode(email, secondsLeft)) {
      onInvalidEmail?.();
      return;
    }
    send(email.trim(), start);
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
