import { defaultLocale, locales, type Locale } from '@ace/domain';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { queueMail, type MailKind } from './mail.jobs.ts';

/** An address and the language its person chose: null when none was chosen or the address is no one's account. */
export interface Recipient {
  email: string;
  language: Locale | null;
}

/** The language of an e-mail, among the facts of its job. */
export const mailLanguageSchema = z.enum(locales);

function languageOf(recipient: Recipient): Locale {
  return recipient.language ?? defaultLocale;
}

/**
 * An e-mail to several people (a provider's address and its members, the support staff) as one e-mail per
 * language among them: a job for each, whose facts (`factsIn`) say the language, and whose writer finds the people
 * who read it when it is sent (writeInLanguage). A mail queued once under `key` is so per language.
 */
export async function queueMailInEachLanguage<Facts extends { language: Locale }>(
  db: Executor,
  kind: MailKind<Facts>,
  recipients: readonly Recipient[],
  factsIn: (language: Locale) => Facts,
  key?: string,
): Promise<void> {
  for (const language of new Set(recipients.map(languageOf))) {
    await queueMail(
      db,
      kind,
      factsIn(language),
      key === undefined || language === defaultLocale ? key : `${key}:${language}`,
    );
  }
}

/**
 * The e-mail of one language to those among `recipients` who read it (an address without a language reads English),
 * written in it; undefined when no one does any more.
 */
export function writeInLanguage(
  language: Locale,
  recipients: readonly Recipient[],
  write: (to: string[]) => MailMessage,
): MailMessage | undefined {
  const to = recipients.filter((recipient) => languageOf(recipient) === language).map(({ email }) => email);
  return to.length === 0 ? undefined : withLocale(language, () => write(to));
}
