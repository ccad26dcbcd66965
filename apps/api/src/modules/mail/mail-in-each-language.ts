import { defaultLocale, type Locale } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { queueMail } from './mail.jobs.ts';

/** An address and the language its person chose: null when none was chosen or the address is no one's account. */
export interface Recipient {
  email: string;
  language: Locale | null;
}

/**
 * An e-mail to several people (a provider's address and its members, the support staff) as one e-mail per
 * language among them, each written in that language; an address without one reads English. A mail queued once
 * under `key` is so per language.
 */
export async function queueMailInEachLanguage(
  db: Executor,
  recipients: readonly Recipient[],
  write: (to: string[]) => MailMessage,
  key?: string,
): Promise<void> {
  const byLanguage = new Map<Locale, string[]>();
  for (const { email, language } of recipients) {
    const locale = language ?? defaultLocale;
    byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), email]);
  }
  for (const [locale, to] of byLanguage) {
    const mail = withLocale(locale, () => write(to));
    await queueMail(db, mail, key === undefined || locale === defaultLocale ? key : `${key}:${locale}`);
  }
}
