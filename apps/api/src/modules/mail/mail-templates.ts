import {
  currentLocale,
  dueDateOf,
  formatListDate,
  formatMoney,
  translate,
  type IsoDate,
  type Payee,
  type PayTo,
  type MessageId,
  type ProviderReminderStep,
} from '@ace/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/**
 * Plain, accessible e-mails: one short paragraph, a real link, the same words as text and as HTML. Each is written
 * in the language of the moment, its recipient's: the caller renders it inside withLocale (i18n/request-locale.ts).
 */

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export interface MailLink {
  href: string;
  label: string;
}

function anchor(link: MailLink): string {
  return `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;
}

/**
 * Paragraphs, then a list of links (`items`, each written out in full in the text), then the main link, and the
 * signature last: what to do comes before who wrote.
 */
function message(
  to: string[],
  subject: string,
  paragraphs: string[],
  links: { link?: MailLink; items?: MailLink[]; signature?: string },
): MailMessage {
  const { link, items = [], signature } = links;
  const html = [
    `<!doctype html><html lang="${currentLocale()}"><body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    items.length > 0 ? `<ul>${items.map((item) => `<li>${anchor(item)}</li>`).join('')}</ul>` : '',
    link ? `<p>${anchor(link)}</p>` : '',
    signature === undefined ? '' : `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    ...paragraphs,
    ...items.map((item) => `- ${item.label}: ${item.href}`),
    ...(signature === undefined ? [] : [signature]),
  ];
  return { to, subject, text: text.join('\n\n'), html };
}

export interface ClaimMailFacts {
  id: number;
  amountCents: number;
  child: string;
}

/** The provider's last day, as the e-mails write it. */
function dueDateText(dueAt: Date): string {
  return formatListDate(dueDateOf(dueAt));
}

/** To a provider's contacts when a claim waits for their review until `dueAt`. */
export function reviewRequestMail(
  to: string[],
  claim: ClaimMailFacts,
  link: string,
  dueAt: Date,
  supportEmail: string,
): MailMessage {
  const amount = formatMoney(claim.amountCents);
  return message(
    to,
    translate('mail.review.subject', { id: claim.id }),
    [translate('mail.review.body', { id: claim.id, amount, child: claim.child, link, due: dueDateText(dueAt) })],
    {
      link: { href: link, label: translate('mail.review.action', { id: claim.id }) },
      signature: translate('mail.signature', { email: supportEmail }),
    },
  );
}

/**
 * An e-mail of something not yet a claim (a pre-approval, ADR 0036) to its parent or its provider's contacts: its
 * paragraphs, a link, the signature.
 */
export function noticeMail(
  to: string[],
  subject: string,
  paragraphs: string[],
  link: MailLink,
  supportEmail: string,
): MailMessage {
  return message(to, subject, paragraphs, { link, signature: translate('mail.signature', { email: supportEmail }) });
}

/** What a parent e-mail says of the claim, and the link to its details page (parentClaimPath). */
export interface ParentClaimMailFacts extends ClaimMailFacts {
  /** The provider's name, or the catalogue's 'No provider'. */
  provider: string;
  payTo: PayTo;
  link: string;
}

/** A parent e-mail: its body, what to do next when there is something, the signature and the claim's link. */
export function parentMessage(
  to: string,
  claim: ParentClaimMailFacts,
  subject: string,
  paragraphs: string[],
  supportEmail: string,
): MailMessage {
  // As a listed link, so that the text has it written out in full too.
  const link = { href: claim.link, label: translate('mail.claim.action', { id: claim.id }) };
  return message([to], subject, paragraphs, {
    items: [link],
    signature: translate('mail.signature', { email: supportEmail }),
  });
}

/** What parent e-mails say of their claim, as the catalogue's texts take it. */
export function parentFacts(claim: ParentClaimMailFacts) {
  return { id: claim.id, amount: formatMoney(claim.amountCents), child: claim.child, provider: claim.provider };
}

/** To the parent when their claim was submitted. */
export function claimReceivedMail(to: string, claim: ParentClaimMailFacts, supportEmail: string): MailMessage {
  return parentMessage(
    to,
    claim,
    translate('mail.received.subject', { id: claim.id }),
    [translate('mail.received.body', parentFacts(claim))],
    supportEmail,
  );
}

/** To the parent when their claim was decided; a rejection says the reason as the reviewer wrote it. */
export function claimDecisionMail(
  to: string,
  claim: ParentClaimMailFacts,
  decision: { approved: true } | { approved: false; reason: string },
  supportEmail: string,
): MailMessage {
  const facts = parentFacts(claim);
  return decision.approved
    ? parentMessage(
        to,
        claim,
        translate('mail.approved.subject', { id: claim.id }),
        [translate('mail.approved.body', facts)],
        supportEmail,
      )
    : parentMessage(
        to,
        claim,
        translate('mail.rejected.subject', { id: claim.id }),
        [translate('mail.rejected.body', { ...facts, reason: decision.reason }), translate('mail.rejected.next')],
        supportEmail,
      );
}

/** To the parent when the bank completed a payout of their claim, to them or to the provider. */
export function claimPaidMail(
  to: string,
  claim: ParentClaimMailFacts,
  paidAt: Date,
  supportEmail: string,
): MailMessage {
  const facts = { ...parentFacts(claim), date: formatListDate(paidAt.toISOString()) };
  return parentMessage(
    to,
    claim,
    translate('mail.paid.subject', { id: claim.id }),
    [translate(claim.payTo === 'User' ? 'mail.paid.body' : 'mail.paid.bodyToProvider', facts)],
    supportEmail,
  );
}

/** To the parent when the bank failed a payout of their claim: what happens next, and what they can do. */
export function payoutFailedMail(to: string, claim: ParentClaimMailFacts, supportEmail: string): MailMessage {
  const facts = parentFacts(claim);
  return parentMessage(
    to,
    claim,
    translate('mail.payoutFailed.subject', { id: claim.id }),
    [translate(claim.payTo === 'User' ? 'mail.payoutFailed.body' : 'mail.payoutFailed.bodyToProvider', facts)],
    supportEmail,
  );
}

/** What an e-mail about a held payout says of its claim: the parent's or the provider's claim facts will do. */
export interface WaitingPayoutMailFacts extends ClaimMailFacts {
  /** The provider's name, or the catalogue's 'No provider'. */
  provider: string;
}

const payoutWaitingTexts = {
  parent: {
    subject: 'mail.payoutWaiting.subject',
    body: 'mail.payoutWaiting.body',
    next: 'mail.payoutWaiting.next',
    action: 'mail.payoutWaiting.action',
  },
  provider: {
    subject: 'mail.providerPayoutWaiting.subject',
    body: 'mail.providerPayoutWaiting.body',
    next: 'mail.providerPayoutWaiting.next',
    action: 'mail.providerPayoutWaiting.action',
  },
} as const satisfies Record<Payee, Record<'subject' | 'body' | 'next' | 'action', MessageId>>;

/**
 * To the payee of a payout held because their bank cannot receive it (issue 36): the parent, to reconnect theirs; a
 * provider's contacts, to connect the organisation's. What to do, with the link to the bank page first, then the
 * claim's when the payee has one.
 */
export function payoutWaitingMail(
  to: string[],
  payee: Payee,
  claim: WaitingPayoutMailFacts,
  links: { bank: string; claim?: string },
  supportEmail: string,
): MailMessage {
  const texts = payoutWaitingTexts[payee];
  const facts = { id: claim.id, amount: formatMoney(claim.amountCents), child: claim.child, provider: claim.provider };
  return message(
    to,
    translate(texts.subject, { id: claim.id }),
    [translate(texts.body, facts), translate(texts.next)],
    {
      items: [
        { href: links.bank, label: translate(texts.action) },
        ...(links.claim === undefined
          ? []
          : [{ href: links.claim, label: translate('mail.claim.action', { id: claim.id }) }]),
      ],
      signature: translate('mail.signature', { email: supportEmail }),
    },
  );
}

/** To a provider's contacts while a claim still waits for their review: three business days left, or the last day. */
export function providerReminderMail(
  to: string[],
  claim: ClaimMailFacts,
  step: ProviderReminderStep,
  link: string,
  dueAt: Date,
  supportEmail: string,
): MailMessage {
  const facts = { id: claim.id, amount: formatMoney(claim.amountCents), child: claim.child, link };
  const due = dueDateText(dueAt);
  const [subject, body] =
    step === 'threeDaysLeft'
      ? [
          translate('mail.reminder.threeDaysLeft.subject', { id: claim.id }),
          translate('mail.reminder.threeDaysLeft.body', { ...facts, due }),
        ]
      : [
          translate('mail.reminder.lastDay.subject', { id: claim.id }),
          translate('mail.reminder.lastDay.body', { ...facts, due }),
        ];
  return message(to, subject, [body], {
    link: { href: link, label: translate('mail.review.action', { id: claim.id }) },
    signature: translate('mail.signature', { email: supportEmail }),
  });
}

export interface StaffDigest {
  /** The programme day it is for. */
  date: IsoDate;
  waitingForStaff: number;
  overdueAtProviders: number;
  failedPayouts: number;
  /** Appeals waiting for a decision, and how many of them are past their date (ADR 0035). */
  openAppeals: number;
  overdueAppeals: number;
  oldest: { id: number; child: string; submittedAt: Date; businessDays: number; link: string }[];
}

/** To support staff once a business day when something waits: the counts, the oldest claims and their links. */
export function staffDigestMail(to: string[], digest: StaffDigest, dashboard: string): MailMessage {
  const counts = [
    translate('mail.digest.queue', { count: digest.waitingForStaff }),
    translate('mail.digest.overdue', { count: digest.overdueAtProviders }),
    translate('mail.digest.failedPayouts', { count: digest.failedPayouts }),
    translate('mail.digest.appeals', { count: digest.openAppeals, overdue: digest.overdueAppeals }),
  ];
  return message(
    to,
    translate('mail.digest.subject', { date: formatListDate(digest.date) }),
    [...counts, ...(digest.oldest.length > 0 ? [translate('mail.digest.oldest')] : [])],
    {
      link: { href: dashboard, label: translate('mail.digest.action') },
      items: digest.oldest.map((claim) => ({
        href: claim.link,
        label: translate('mail.digest.claim', {
          id: claim.id,
          child: claim.child,
          submitted: formatListDate(claim.submittedAt.toISOString()),
          days: claim.businessDays,
        }),
      })),
    },
  );
}

/**
 * To the parent when a school year closed (issue 30 part 4, ADR 0032): what of their child's unspent funds rolled
 * over and what lapsed, and why (yearEndNotes, the words of the dashboard's card), with the link to their dashboard.
 */
export function yearEndMail(
  to: string,
  facts: { child: string; year: string; notes: string[]; dashboard: string },
  supportEmail: string,
): MailMessage {
  const link = { href: facts.dashboard, label: translate('mail.yearEnd.action', { child: facts.child }) };
  return message(
    [to],
    translate('mail.yearEnd.subject', { year: facts.year, child: facts.child }),
    [translate('mail.yearEnd.body', { year: facts.year, child: facts.child }), ...facts.notes],
    { items: [link], signature: translate('mail.signature', { email: supportEmail }) },
  );
}

/** What an audit e-mail to a family says of its claim (issue 34): which claim, whose, and its page. */
export interface AuditMailFacts {
  claimId: number;
  child: string;
  link: string;
}

function auditMessage(to: string, facts: AuditMailFacts, subject: string, paragraphs: string[], supportEmail: string) {
  const link = { href: facts.link, label: translate('mail.audit.question.action') };
  return message([to], subject, paragraphs, {
    items: [link],
    signature: translate('mail.signature', { email: supportEmail }),
  });
}

/** To the parent when staff ask a question about a paid claim: the question and the last day to answer. */
export function auditQuestionMail(
  to: string,
  facts: AuditMailFacts & { question: string; dueAt: Date },
  supportEmail: string,
): MailMessage {
  const date = dueDateText(facts.dueAt);
  return auditMessage(
    to,
    facts,
    translate('mail.audit.question.subject', { claimId: facts.claimId }),
    [translate('mail.audit.question.body', { claimId: facts.claimId, child: facts.child, date }), facts.question],
    supportEmail,
  );
}

/** To the parent before the last day to answer, while the question still waits. */
export function auditReminderMail(to: string, facts: AuditMailFacts & { dueAt: Date }, supportEmail: string) {
  const date = dueDateText(facts.dueAt);
  return auditMessage(
    to,
    facts,
    translate('mail.audit.reminder.subject', { claimId: facts.claimId, date }),
    [translate('mail.audit.reminder.body', { claimId: facts.claimId, child: facts.child, date })],
    supportEmail,
  );
}

/** To the parent when a case of their claim closed: no finding, or what was misspent, taken and is owed. */
export function auditFindingMail(
  to: string,
  facts: AuditMailFacts & {
    misspent: { amountCents: number; reason: string; fromFundsCents: number; owedCents: number } | null;
  },
  supportEmail: string,
): MailMessage {
  const { claimId, child, misspent } = facts;
  const paragraphs =
    misspent === null
      ? [translate('mail.audit.finding.noFinding', { claimId, child })]
      : [
          translate('mail.audit.finding.misspent', {
            claimId,
            child,
            amount: formatMoney(misspent.amountCents),
            reason: misspent.reason,
          }),
          ...(misspent.fromFundsCents > 0
            ? [translate('mail.audit.finding.fromFunds', { amount: formatMoney(misspent.fromFundsCents), child })]
            : []),
          ...(misspent.owedCents > 0
            ? [translate('mail.audit.finding.owed', { amount: formatMoney(misspent.owedCents) })]
            : []),
        ];
  const link = { href: facts.link, label: translate('mail.audit.finding.action') };
  return message([to], translate('mail.audit.finding.subject', { claimId }), paragraphs, {
    items: [link],
    signature: translate('mail.signature', { email: supportEmail }),
  });
}
