import {
  isOverdue,
  payoutWaitsForBank,
  PROVIDER_BANK_PATH,
  PROVIDER_REMINDER_STEPS,
  type ProviderReminderStep,
} from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { findClaimWithPeople } from './claims.repository.ts';
import { listProviderRecipients } from '../providers/providers.repository.ts';
import { currentReviewToken, reviewLink, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import { mailLanguageSchema, queueMailInEachLanguage, writeInLanguage } from '../mail/mail-in-each-language.ts';
import { payoutWaitingMail, providerReminderMail, reviewRequestMail } from '../mail/mail-templates.ts';
import { mailWriter, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';

/**
 * The e-mails to a provider's contacts about a claim waiting for their review: the request when it is sent to them,
 * and the reminders before its due date. Their jobs keep the claim, the step and the language; the review link is
 * that of the claim's open external review step, derived when the e-mail is sent (review-tokens.ts). And the e-mail
 * that a payout to the provider waits for the organisation to connect a bank (issue 36).
 */
const claimId = z.number().int().positive();

const REVIEW_REQUEST = {
  name: 'review-request',
  facts: z.object({ claimId, language: mailLanguageSchema }),
} satisfies MailKind<Record<string, unknown>>;

const PROVIDER_REMINDER = {
  name: 'provider-reminder',
  facts: z.object({
    claimId,
    step: z.enum(PROVIDER_REMINDER_STEPS),
    dueAt: z.iso.datetime(),
    language: mailLanguageSchema,
  }),
} satisfies MailKind<Record<string, unknown>>;

const PAYOUT_WAITING = {
  name: 'provider-payout-waiting',
  facts: z.object({ claimId, language: mailLanguageSchema }),
} satisfies MailKind<Record<string, unknown>>;

/** Queues the review request of a claim just sent to its provider, in the sending transaction. */
export async function queueReviewRequest(db: Executor, claim: { id: number; providerId: number }) {
  const recipients = await listProviderRecipients(db, claim.providerId);
  await queueMailInEachLanguage(db, REVIEW_REQUEST, recipients, (language) => ({ claimId: claim.id, language }));
}

/** Queues a reminder of a claim waiting for its provider until `dueAt`, once under `key`. */
export async function queueProviderReminder(
  db: Executor,
  reminder: { claimId: number; providerId: number; step: ProviderReminderStep; dueAt: Date },
  key: string,
) {
  const { claimId: id, step, dueAt } = reminder;
  const recipients = await listProviderRecipients(db, reminder.providerId);
  const facts = { claimId: id, step, dueAt: dueAt.toISOString() };
  await queueMailInEachLanguage(db, PROVIDER_REMINDER, recipients, (language) => ({ ...facts, language }), key);
}

/**
 * Queues, in the caller's transaction, the e-mail to a provider's contacts that the payout of a claim paid to them
 * waits for the organisation to connect a bank that can receive it: once per transfer held, as the parent's is.
 */
export async function notifyProviderOfWaitingPayout(
  db: Executor,
  payout: { claimId: number; providerId: number; transferId: number },
) {
  const recipients = await listProviderRecipients(db, payout.providerId);
  const key = `claim:${payout.claimId}:providerWaitingForBank:transfer:${payout.transferId}`;
  await queueMailInEachLanguage(
    db,
    PAYOUT_WAITING,
    recipients,
    (language) => ({ claimId: payout.claimId, language }),
    key,
  );
}

/** The claim of a provider's e-mail while it waits for its provider; undefined once it does not (decided, reopened). */
async function claimWaitingForProvider(db: Executor, id: number) {
  const found = await findClaimWithPeople(db, id);
  if (found?.provider == null || found.claim.waitingOn !== 'provider' || found.claim.dueAt === null) return undefined;
  return { ...found, provider: found.provider, dueAt: found.claim.dueAt };
}

type WaitingClaim = NonNullable<Awaited<ReturnType<typeof claimWaitingForProvider>>>;

/** What a provider's e-mail tells of a waiting claim, its review link, and who it goes to. */
async function providerMailOf({ config, clock }: AppDependencies, db: Executor, waiting: WaitingClaim) {
  const { claim, child, provider } = waiting;
  const secret = reviewTokenSecret(config);
  const token = await currentReviewToken(db, secret, claim.id, 'external', clock(), config.reviewTokenDays);
  return {
    facts: { id: claim.id, amountCents: claim.amountCents, child: `${child.firstName} ${child.lastName}` },
    link: reviewLink(config, token),
    recipients: await listProviderRecipients(db, provider.id),
  };
}

/** Writes the provider's e-mails when they are sent. */
export function providerMailWriters(deps: AppDependencies): Record<string, MailWriter> {
  const { supportEmail } = deps.config;
  return {
    ...mailWriter(REVIEW_REQUEST, async (db, { claimId: id, language }) => {
      const waiting = await claimWaitingForProvider(db, id);
      if (!waiting) return undefined;
      const { facts, link, recipients } = await providerMailOf(deps, db, waiting);
      return writeInLanguage(language, recipients, (to) =>
        reviewRequestMail(to, facts, link, waiting.dueAt, supportEmail),
      );
    }),
    // Nothing to say once the payout no longer waits for the provider's bank (it connected one, the claim was reopened).
    ...mailWriter(PAYOUT_WAITING, async (db, { claimId: id, language }) => {
      const found = await findClaimWithPeople(db, id);
      if (found?.provider == null || payoutWaitsForBank(found.claim) !== 'provider') return undefined;
      const { claim, child, provider } = found;
      const facts = {
        id,
        amountCents: claim.amountCents,
        child: `${child.firstName} ${child.lastName}`,
        provider: provider.name,
      };
      const bank = `${deps.config.publicUrl}${PROVIDER_BANK_PATH}`;
      const recipients = await listProviderRecipients(db, provider.id);
      return writeInLanguage(language, recipients, (to) =>
        payoutWaitingMail(to, 'provider', facts, { bank }, supportEmail),
      );
    }),
    // A reminder is sent only while the claim waits under the due date it reminds of, and is not overdue yet.
    ...mailWriter(PROVIDER_REMINDER, async (db, { claimId: id, step, dueAt, language }) => {
      const waiting = await claimWaitingForProvider(db, id);
      if (waiting?.dueAt.toISOString() !== dueAt || isOverdue(waiting.dueAt, deps.clock())) return undefined;
      const { facts, link, recipients } = await providerMailOf(deps, db, waiting);
      return writeInLanguage(language, recipients, (to) =>
        providerReminderMail(to, facts, step, link, waiting.dueAt, supportEmail),
      );
    }),
  };
}
