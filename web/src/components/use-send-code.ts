import { useCallMutation } from '../api/query';

/** verify.sendCode for a SendCodeButton (register page, sign-up dialog, checkout). */
export function useSendCode() {
  const sendCode = useCallMutation('verify.sendCode');
  return {
    send: (email: string, onSent: () => void) => sendCode.mutate({ account: email }, { onSuccess: onSent }),
    sending: sendCode.isPending,
  };
}
