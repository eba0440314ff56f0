import { useSendVerifyCode } from '../api/verification-codes';

/** verify.sendCode for a SendCodeButton (register page, sign-up dialog, checkout). */
export function useSendCode() {
  const sendCode = useSendVerifyCode();
  return {
    send: (email: string, onSent: () => void) => sendCode.mutate({ account: email }, { onSuccess: onSent }),
    sending: sendCode.isPending,
  };
}
