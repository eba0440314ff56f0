import type { EmailDraft } from './customer-email.js';
import type { TextLanguage } from './text-language.js';

/** The email a new account gets, registered on the sign-up page or at checkout. */
export function welcomeEmail(to: string, name: string, language: TextLanguage): EmailDraft {
  return language === 'zh'
    ? { to, subject: '欢迎加入', text: `${name}，您好！您的账户已创建成功。`, language }
    : { to, subject: 'Welcome aboard', text: `Hello ${name}, your account is ready.`, language };
}

/** The receipt of a merchant application, naming its contact person when there is one (spec §9: results within 24 hours). */
export function applicationReceivedEmail(to: string, contactPerson: string, language: TextLanguage): EmailDraft {
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
