import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { pdfFile } from './files.ts';
import { expect } from './portal.ts';

/**
 * Helpers of the review stories: several people at once (a parent, support staff, a provider), each in a browser
 * of their own at the story's width, a claim submitted through the claim form, and the two kinds of review link.
 */

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (url === undefined) throw new Error('E2E_BASE_URL is not set: run the stories through playwright test');
  return url;
}

/** A page in a browser of its own (its own local storage, so its own sign-in), at the project's width. */
export async function personPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(viewport === undefined ? {} : { viewport }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
  });
  return context.newPage();
}

/** Whether the story runs at the desktop width, where the non-programme provider form is a modal. */
export function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 1024;
}

export interface NonAceProvider {
  name: string;
  address: string;
  phoneNumber: string;
  email: string;
  website: string;
}

async function enterNonAceProvider(page: Page, provider: NonAceProvider): Promise<void> {
  await page.getByRole('button', { name: 'Enter service provider information' }).click();
  const form = isWide(page) ? page.getByRole('dialog') : page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(provider.name);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(provider.address);
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill(provider.phoneNumber);
  await form.getByRole('textbox', { name: 'Email address', exact: true }).fill(provider.email);
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill(provider.website);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(provider.name)).toBeVisible();
}

/**
 * A parent on the dashboard submits a claim for `student` through the claim form, to a programme provider (paid
 * to the provider) or to one entered by hand (paid to the parent). Answers the new claim's id.
 */
export async function submitClaim(
  page: Page,
  claim: { student: string; amount: string; provider: string | NonAceProvider; description: string },
): Promise<number> {
  await page.getByRole('link', { name: `New claim for ${claim.student}` }).click();
  await expect(page.getByRole('heading', { name: 'Submit a new claim' })).toBeVisible();
  await page.getByLabel('Claim amount').fill(claim.amount);
  if (typeof claim.provider === 'string') {
    await page.getByLabel('Service provider number').fill(claim.provider);
    await expect(page.getByText(/^Service provider: /)).toBeVisible();
    await page.getByRole('radio', { name: 'Service Provider' }).check();
  } else {
    await enterNonAceProvider(page, claim.provider);
    await page.getByRole('radio', { name: 'Me' }).check();
  }
  await page.getByLabel('Service category').selectOption({ label: 'Tutoring' });
  await page.getByRole('button', { name: /Date of service/ }).click();
  await page.locator('table button:not([disabled]):not([data-outside])').last().click();
  await page.getByLabel('Educational benefits').fill(claim.description);
  if (await page.getByText('Is this a physical good?').isVisible()) {
    await page.getByRole('radio', { name: 'No', exact: true }).check();
  }
  // Bytes of its own: the same receipt on two claims makes each a relevant claim of the other.
  await page
    .locator('input[type="file"]')
    .setInputFiles([pdfFile(`invoice-${claim.amount}.pdf`, `${claim.description} ${claim.amount}`)]);
  const { id } = await attestAndSubmit(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  return id;
}

/**
 * On a filled claim form: ticks the attestation and submits. Answers the new claim's id and the request the form
 * sent (the stories look at what it carried).
 */
export async function attestAndSubmit(page: Page): Promise<{ id: number; request: Request }> {
  await page.getByRole('checkbox', { name: /I confirm that this claim/ }).check();
  const submitted = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/claim') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit claim' }).click();
  const response = await submitted;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data?: { id?: unknown } };
  const id = body.data?.id;
  if (typeof id !== 'number') throw new Error(`The claim form's answer has no claim id: ${JSON.stringify(body)}`);
  return { id, request: response.request() };
}

/** Path and query of a review link, to open it on the stack under test. */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * The internal review link support staff see for a claim (GET /api/claim/merit-cs/{id}, as the Merit CS
 * dashboard's 'View claim' asks for it), with the staff member's own token from the signed-in page.
 */
export async function internalReviewPath(staff: Page, claimId: number): Promise<string> {
  const stored = await staff.evaluate(() => window.localStorage.getItem('ace.tokens'));
  const tokens = JSON.parse(stored ?? '{}') as { accessToken?: unknown };
  if (typeof tokens.accessToken !== 'string') throw new Error('Support staff are not signed in');
  const response = await staff.request.get(`${baseUrl()}/api/claim/merit-cs/${String(claimId)}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { internalReviewLink?: unknown } };
  const link = body.data?.internalReviewLink;
  if (typeof link !== 'string') throw new Error(`Claim ${String(claimId)} has no open internal review`);
  return pathOf(link);
}

/**
 * The provider's review link, as the provider finds it: the mail catcher's list, the review request of the claim
 * (sent by the job runner, so it may take a moment), and the link in its text.
 */
export async function reviewPathFromMail(page: Page, claimId: number): Promise<string> {
  const subject = page.getByRole('link', { name: `Claim ${String(claimId)} is waiting for your review` });
  await expect(async () => {
    await page.goto('/mail');
    await expect(subject).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await subject.click();
  const link = page.locator('pre a[href*="/review-claim?token="]').first();
  const href = await link.getAttribute('href');
  if (href === null) throw new Error(`The review request of claim ${String(claimId)} has no review link`);
  return pathOf(href);
}

/** A student's Available, Pending and Spent on the parent dashboard, in cents. */
export async function fundsOf(
  page: Page,
  student: string,
): Promise<{ available: number; pending: number; spent: number }> {
  const card = page.getByRole('region', { name: student });
  const amount = async (label: string) => {
    const text = await card
      .locator('p')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::p[1]')
      .innerText();
    const match = /^(-?)\$([\d,]+)(?:\.(\d{2}))?$/.exec(text.trim());
    if (match === null) throw new Error(`${label} of ${student} is not an amount: ${text}`);
    const cents = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3] ?? '0');
    return match[1] === '-' ? -cents : cents;
  };
  return { available: await amount('Available'), pending: await amount('Pending'), spent: await amount('Spent') };
}

/** The row of a claim in a student's history on the parent dashboard, with every claim shown. */
export async function claimRow(page: Page, student: string, claimId: number) {
  const card = page.getByRole('region', { name: student });
  const more = card.getByRole('button', { name: 'See more history' });
  if (await more.isVisible()) await more.click();
  return card.locator(`tr[data-claim-id="${String(claimId)}"]`);
}
