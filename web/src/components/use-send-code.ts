import { messages } from '@tours/contract/rules';
import { useTranslation } from 'react-i18next';
import { envelopeMessage } from '../api/errors';
import { useSendVerifyCode } from '../api/verification-codes';
import { localizeForPerson } from '../lib/localize-message';
import { notifySuccess } from '../lib/notify';

/** The spec's generic success ('Success', '操作成功'), in whichever language the server wrote it. */
const isGenericSuccess = (message: string) => localizeForPerson(message) === localizeForPerson(messages.success);

/**
 * verify.sendCode for a SendCodeButton (register page, sign-up dialog, checkout). The server's message is shown (spec
 * §7), but its generic 'Success' says nothing of where the code went: then the person reads the address it went to.
 */
export function useSendCode() {
  const { t } = useTranslation('common');
  const sendCode = useSendVerifyCode();
  return {
    send: (email: string, onSent: () => void) =>
      sendCode.mutate(
        { account: email },
        {
          onSuccess: (body) => {
            const message = envelopeMessage(body);
            notifySuccess(!message || isGenericSuccess(message) ? t('sendCode.sent', { email }) : message);
            onSent();
          },
        },
      ),
    sending: sendCode.isPending,
  };
}
