import type { EmailDraft, EmailLanguage } from './customer-email.js';
import type { CallContext } from './types.js';

/**
 * The language of what a visitor's request starts (a code, a new account, a merchant application): the one its
 * Accept-Language asked for, which the shop sends on every call in its interface language; English without one.
 */
export const languageOfRequest = (ctx: Pick<CallContext, 'language'>): EmailLanguage => ctx.language ?? 'en';

/** The email a new account gets, registered on the sign-up page or at checkout. */
export function welcomeEmail(to: string, name: string, language: EmailLanguage): EmailDraft {
  return language === 'zh'
    ? { to, subject: '欢迎加入', text: `${name}，您好！您的账户已创建成功。`, language }
    : { to, subject: 'Welcome aboard', text: `Hello ${name}, your account is ready.`, language };
}

/** The receipt of a merchant application, naming its contact person when there is one (spec §9: results within 24 hours). */
export function applicationReceivedEmail(to: string, contactPerson: string, language: EmailLanguage): EmailDraft {
  return language === 'zh'
    ? {
        to,
        subject: '我们已收到您的商家入驻申请',
        text: `感谢您${contactPerson ? `，${contactPerson}` : ''}！我们将在 24 小时内通过邮件告知您审核结果。`,
        language,
      }
    : {
        to,
        subject: 'We received your merchant application',
        text: `Thank you${contactPerson ? `, ${contactPerson}` : ''}. We will email you the result within 24 hours.`,
        language,
      };
}
