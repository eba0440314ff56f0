import { useCallEnvelopeMutation } from './query';

/** verify.sendCode: a code to an email (register page, sign-up dialog, checkout); its message is shown (spec §7). */
export const useSendVerifyCode = () => useCallEnvelopeMutation('verify.sendCode');

/** The merchant application's code: its success message is shown (spec §8), so the envelope comes back. */
export const useSendMerchantCode = () => useCallEnvelopeMutation('member.merchant.verification_code');
