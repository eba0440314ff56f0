import classes from './outbox-email.module.css';
import type { OutboxEmail } from './outbox-view';

/** The language an email is written in, as its line names it; its text is marked with the matching tag. */
const LANGUAGES = { en: { name: 'English', tag: 'en' }, zh: { name: '中文', tag: 'zh-Hans' } } as const;

/**
 * One email: its line (time, address, language, subject) opens its whole text. The text is an email's, which a shop's
 * customer partly wrote (a name), so it is React text, never HTML. Opened stays opened when the list is read again: the
 * element is kept by the email's id.
 */
export function OutboxEmailItem({ email }: { email: OutboxEmail }) {
  const language = LANGUAGES[email.language];
  return (
    <details className={classes.email}>
      <summary>{`${email.sentAt} → ${email.to} (${language.name}): ${email.subject}`}</summary>
      <pre className={classes.text} lang={language.tag}>
        {email.text}
      </pre>
    </details>
  );
}
