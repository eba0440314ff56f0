import { useCallEnvelopeMutation, useCallMutation } from './query';

/** verify.sendCode: a code to an email (register page, sign-up dialog, checkout). */
export const useSendVerifyCode = () => useCallMutation('verify.sendCode');

/** The merchant application's code: its success message is shown (spec §8), so the envelope comes back. */
export const useSendMerchantCode = () => useCallEnvelopeMutation('member.merchant.verification_code');
