import { envelopeMessage } from '../api/errors';
import { useSendVerifyCode } from '../api/verification-codes';
import { notifySuccess } from '../lib/notify';

/** verify.sendCode for a SendCodeButton (register page, sign-up dialog, checkout); the server's message is shown. */
export function useSendCode() {
  const sendCode = useSendVerifyCode();
  return {
    send: (email: string, onSent: () => void) =>
      sendCode.mutate(
        { account: email },
        {
          onSuccess: (body) => {
            const message = envelopeMessage(body);
            if (message) notifySuccess(message);
            onSent();
          },
        },
      ),
    sending: sendCode.isPending,
  };
}
