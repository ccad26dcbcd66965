import { translatorFor, type Locale } from '@ace/domain';
import type { Locator, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { pdfFile } from '../../support/files.ts';
import { atBothWidths, checkScreen, expect, signIn, test } from '../../support/portal.ts';
import { internalReviewPath, personPage, submitClaim } from '../../support/review-story.ts';

/**
 * Issue 34, done when: staff open a case, the parent answers with a file, staff record a finding, the parent sees
 * the recovered amount and the Programme page shows the figures, at 1280 and 375 px, axe clean, in English and
 * Spanish. Maria claims for Mateo from a provider outside the programme, paid to her (an amount no other story uses);
 * Riley approves it and, once the bank stand-in has paid it, audits it by hand, asks, and finds part of it misspent,
 * which is taken from Mateo's funds. It runs after the stories (afterStories): Mateo's funds are the review stories'
 * at 1280 px. Rosa, whose kept language is Spanish, reads the closed case and the Programme page's figures in Spanish.
 */

const en = translatorFor('en');
const AMOUNT = '31.45';
const MISSPENT = '12.50';

/** The staff claim view of `claimId` on the dashboard's 'Manage claims'. */
function staffClaim(staff: Page, claimId: number): Locator {
  return staff.getByRole('region', { name: en('meritCsScreen.claim.heading', { id: claimId }) });
}

/** Riley approves the claim through its internal review link; the bank stand-in pays it about 30 s later. */
async function approveAndWaitForPayment(riley: Page, claimId: number): Promise<void> {
  await riley.goto(await internalReviewPath(riley, claimId));
  await riley.getByRole('textbox', { name: /Reviewer name/ }).fill('Riley Moore');
  await riley.getByRole('button', { name: 'Approve' }).click();
  await riley.getByRole('dialog', { name: 'Approve claim' }).getByRole('button', { name: 'Approve' }).click();
  await expect(riley).toHaveURL(/\/review-claim\/approved$/);
  const payment = riley.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(async () => {
    await riley.goto(`/merit-cs/dashboard?claimId=${String(claimId)}`);
    await expect(payment.first()).toContainText(`$${AMOUNT} · Paid`, { timeout: 20_000 });
  }).toPass({ timeout: 180_000, intervals: [5_000] });
}

/** The case's dialog of `claimId`, opened from the work queue's audits (the list of `filter`). */
async function openFromQueue(staff: Page, claimId: number, language: Locale, filter?: 'closed'): Promise<Locator> {
  const t = translatorFor(language);
  await staff.goto('/merit-cs/dashboard');
  const queue = staff.getByRole('region', { name: t('auditCases.title') });
  if (filter !== undefined) await queue.getByText(t(`auditCases.filter.${filter}`), { exact: true }).click();
  const open = queue.getByRole('button', { name: t('auditCases.openLabel', { id: claimId }) });
  await expect(open).toBeVisible();
  await atBothWidths(staff, async () => {
    await checkScreen(staff, `audit-cases-${filter ?? 'open'}-${language}`, language);
  });
  await open.click();
  const dialog = staff.getByRole('dialog', { name: t('auditCase.title', { id: claimId }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The mail catcher's subjects of the mail the portal sent to `email`. */
async function subjectsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/mail/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

test.describe('auditing a paid claim', () => {
  test('staff audit a paid claim and ask; the parent answers with a file; staff find part of it misspent; the parent sees it recovered', async ({
    page,
    browser,
  }, testInfo) => {
    // The bank stand-in pays a claim about 30 s after it is approved, and three people take turns: more than the
    // usual time of a story.
    test.slow();
    const maria = page;
    await signIn(maria, accounts.maria);
    const claimId = await submitClaim(maria, {
      student: 'Mateo Garcia',
      amount: AMOUNT,
      provider: {
        name: 'Mr. Okafor, chess coach',
        address: '12 Elm Street, Columbus, OH 43215',
        phoneNumber: '(614) 555-0188',
        email: 'okafor@chesscoach.example.com',
        website: 'chesscoach.example.com',
      },
      description: 'Chess coaching, six sessions.',
    });

    const riley = await personPage(browser, testInfo);
    await signIn(riley, accounts.riley, { role: 'MeritCS' });
    await approveAndWaitForPayment(riley, claimId);

    // Riley audits it by hand from the claim's staff view, with why.
    const claim = staffClaim(riley, claimId);
    await claim.getByRole('button', { name: en('auditCase.open.action') }).click();
    await claim.getByRole('button', { name: en('auditCase.open.submit') }).click();
    await expect(claim.getByText(en('audits.openReason.required'))).toBeVisible();
    await claim
      .getByRole('textbox', { name: new RegExp(en('auditCase.open.reason')) })
      .fill('The family sent two invoices for the same sessions.');
    await claim.getByRole('button', { name: en('auditCase.open.submit') }).click();
    let dialog = riley.getByRole('dialog', { name: en('auditCase.title', { id: claimId }) });
    await expect(dialog.getByText(en('auditCase.noQuestions'))).toBeVisible();

    // The question, due in the usual ten business days.
    const question = 'Please send the coach’s list of the six sessions with their dates.';
    await dialog.getByRole('textbox', { name: new RegExp(`^${en('auditCase.ask.question')}`) }).fill(question);
    await atBothWidths(riley, async () => {
      await checkScreen(riley, 'audit-case-open');
    });
    await dialog.getByRole('button', { name: en('auditCase.ask.submit') }).click();
    await expect(dialog.getByRole('status')).toHaveText(en('auditCase.ask.done'));
    await expect(dialog.getByText(question)).toBeVisible();
    await riley.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => subjectsTo(maria, accounts.maria), { timeout: 30_000 })
      .toContain(en('mail.audit.question.subject', { claimId }));

    // Maria answers on the claim's page, with a file.
    await maria.goto(`/claims/${String(claimId)}`);
    const audit = maria.getByRole('region', { name: en('audit.parent.title') });
    await expect(audit.getByText(question)).toBeVisible();
    await atBothWidths(maria, async () => {
      await checkScreen(maria, 'audit-question-parent');
    });
    await audit.getByRole('textbox', { name: en('audit.parent.answer') }).fill('Here is the coach’s list.');
    await audit.locator('input[type="file"]').setInputFiles([pdfFile('sessions.pdf', `Audit of claim ${claimId}`)]);
    await audit.getByRole('button', { name: en('audit.parent.send') }).click();
    await expect(audit.getByText('Here is the coach’s list.')).toBeVisible();
    await expect(audit.getByRole('link', { name: 'sessions.pdf' })).toBeVisible();

    // Riley reads the answer and its file (through a link made for her), and finds part of the claim misspent.
    dialog = await openFromQueue(riley, claimId, 'en');
    await expect(dialog.getByText('Here is the coach’s list.')).toBeVisible();
    const file = dialog.getByRole('link', { name: 'sessions.pdf' });
    const opened = await riley.request.get((await file.getAttribute('href')) ?? '');
    expect([opened.status(), opened.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await dialog.getByRole('radio', { name: en('auditCase.find.misspent') }).check();
    await dialog.getByRole('textbox', { name: new RegExp(`^${en('auditCase.find.amount')}`) }).fill('40');
    await dialog
      .getByRole('combobox', { name: new RegExp(`^${en('auditCase.find.reason')}`) })
      .selectOption({ label: en('audits.reason.notReceived') });
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${en('auditCase.find.explanation')}`) })
      .fill('Two of the six sessions were not held.');
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${en('auditCase.find.evidence')}`) })
      .fill('The coach’s list sent by the family names four dates.');
    await dialog.getByRole('button', { name: en('auditCase.find.submit') }).click();
    await expect(dialog.getByText(en('audits.amount.aboveClaim', { max: `$${AMOUNT}` }))).toBeVisible();
    await atBothWidths(riley, async () => {
      await checkScreen(riley, 'audit-finding-refused');
    });
    await dialog.getByRole('textbox', { name: new RegExp(`^${en('auditCase.find.amount')}`) }).fill(MISSPENT);
    await dialog.getByRole('button', { name: en('auditCase.find.submit') }).click();
    await expect(dialog.getByRole('status')).toHaveText(en('auditCase.find.done'));
    await expect(
      dialog.getByText(en('auditCase.recovery.fromFunds', { amount: `$${MISSPENT}` }), { exact: true }),
    ).toBeVisible();
    await atBothWidths(riley, async () => {
      await checkScreen(riley, 'audit-case-closed');
    });
    await riley.context().close();

    // Maria sees what the check found and what it took, on the claim's page and on Mateo's card.
    await maria.goto(`/claims/${String(claimId)}`);
    await expect(
      audit.getByText(en('audit.parent.misspent', { amount: `$${MISSPENT}`, reason: en('audits.reason.notReceived') })),
    ).toBeVisible();
    await expect(audit.getByText(en('audit.parent.fromFunds', { amount: `$${MISSPENT}` }))).toBeVisible();
    await atBothWidths(maria, async () => {
      await checkScreen(maria, 'audit-result-parent');
    });
    await maria.goto('/dashboard');
    await expect(
      maria.getByRole('region', { name: 'Mateo Garcia' }).getByText(
        en('dashboard.recovered', {
          amount: `$${MISSPENT}`,
          claimId,
          reason: en('audits.reason.notReceived'),
        }),
      ),
    ).toBeVisible();

    // Rosa reads the closed case in Spanish, at both widths.
    const es = translatorFor('es');
    const rosa = await personPage(browser, testInfo);
    await rosa.goto('/merit-cs');
    await rosa
      .getByRole('group', { name: en('app.language.label') })
      .first()
      .getByRole('button', { name: es('app.language.es') })
      .click();
    await signIn(rosa, accounts.rosa, { role: 'MeritCS', language: 'es' });
    const closed = await openFromQueue(rosa, claimId, 'es', 'closed');
    await expect(
      closed.getByText(es('auditCase.recovery.fromFunds', { amount: `$${MISSPENT}` }), { exact: true }),
    ).toBeVisible();
    await atBothWidths(rosa, async () => {
      await checkScreen(rosa, 'audit-case-closed-es', 'es');
    });

    // The Programme page counts the finding among the audits of the paid claims of Mateo's school year (2022).
    await rosa.goto('/merit-cs/programme?schoolYear=2022');
    const figures = rosa.getByRole('region', { name: es('auditFigures.title'), exact: true });
    await expect(figures.getByText(es('auditFigures.findingsNote', { amount: `$${MISSPENT}` }))).toBeVisible();
    await atBothWidths(rosa, async () => {
      await checkScreen(rosa, 'programme-audits-es', 'es');
    });
    await rosa.context().close();
  });
});
