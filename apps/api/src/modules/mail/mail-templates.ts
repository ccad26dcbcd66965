import { dueDateOf, formatListDate, formatMoney, translate } from '@ace/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** Plain, accessible e-mails: one short paragraph, a real link, the same words as text and as HTML. */

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function message(
  to: string[],
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailMessage {
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    '</body></html>',
  ].join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
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
    [
      translate('mail.review.body', { id: claim.id, amount, child: claim.child, link, due: dueDateText(dueAt) }),
      translate('mail.signature', { email: supportEmail }),
    ],
    { href: link, label: translate('mail.review.action', { id: claim.id }) },
  );
}

/** To the parent when their claim was decided. */
export function claimDecisionMail(
  to: string,
  claim: ClaimMailFacts,
  decision: { approved: true } | { approved: false; reason: string },
  supportEmail: string,
): MailMessage {
  const facts = { id: claim.id, amount: formatMoney(claim.amountCents), child: claim.child };
  const [subject, body] = decision.approved
    ? [translate('mail.approved.subject', { id: claim.id }), translate('mail.approved.body', facts)]
    : [
        translate('mail.rejected.subject', { id: claim.id }),
        translate('mail.rejected.body', { ...facts, reason: decision.reason }),
      ];
  return message([to], subject, [body, translate('mail.signature', { email: supportEmail })]);
}
