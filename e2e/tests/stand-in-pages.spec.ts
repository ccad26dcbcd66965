import type { APIRequestContext, APIResponse } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { checkScreen, expect, test } from '../support/portal.ts';

/**
 * The stand-ins' own pages in the browser, as the README's demo flow uses them: the bank page settles payouts
 * ("Process", "Fail") and breaks a bank ("Remove"), the mail catcher deletes all mail. Their buttons are plain form
 * posts that the stand-ins take from their own pages only. Runs after the stories: it deletes their mail.
 */

const HAL = 'application/vnd.dwolla.v1.hal+json';

/** The value at a path of keys inside a parsed JSON body, or undefined. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.entries(current).find(([name]) => name === key)?.[1];
  }
  return current;
}

function locationOf(response: APIResponse): string {
  const location = response.headers().location;
  if (response.status() !== 201 || location === undefined) throw new Error(`Not created: ${response.status()}`);
  return location;
}

/**
 * A customer of its own with a bank, and two pending payouts into it from the programme's bank, made through the
 * bank's API as the portal makes them (the demo's own payouts are processed already).
 */
async function pendingPayouts(request: APIRequestContext, bankName: string): Promise<string[]> {
  const credentials = Buffer.from('dev-bank-client:dev-bank-secret').toString('base64');
  const token = at(
    await (
      await request.post('/bank/token', {
        headers: { authorization: `Basic ${credentials}` },
        form: { grant_type: 'client_credentials' },
      })
    ).json(),
    'access_token',
  );
  const headers = { authorization: `Bearer ${String(token)}`, accept: HAL, 'content-type': HAL };
  const root: unknown = await (await request.get('/bank/', { headers })).json();
  const accountSources: unknown = await (
    await request.get(`${String(at(root, '_links', 'account', 'href'))}/funding-sources`, { headers })
  ).json();
  const sources = at(accountSources, '_embedded', 'funding-sources');
  const programmeBank = at(
    Array.isArray(sources) ? sources.find((source) => at(source, 'type') === 'bank') : undefined,
    '_links',
    'self',
    'href',
  );
  const customer = locationOf(
    await request.post('/bank/customers', {
      headers,
      data: { firstName: 'Page', lastName: 'Check', email: 'page.check@example.com', type: 'receive-only' },
    }),
  );
  const destination = locationOf(
    await request.post(`${customer}/funding-sources`, {
      headers,
      data: { routingNumber: '011000015', accountNumber: '24681357', type: 'checking', name: bankName },
    }),
  );
  const payout = async (value: string): Promise<string> =>
    locationOf(
      await request.post('/bank/transfers', {
        headers,
        data: {
          _links: { source: { href: programmeBank }, destination: { href: destination } },
          amount: { currency: 'USD', value },
        },
      }),
    );
  return [await payout('10.00'), await payout('20.00')];
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the bank page's Process, Fail and Remove and the mail page's Delete all work in the browser", async ({
  page,
  request,
}) => {
  const bankName = 'Page check savings';
  const [processed = '', failed = ''] = await pendingPayouts(request, bankName);
  const transferRow = (transfer: string) =>
    page.getByRole('row').filter({ hasText: transfer.split('/').pop()?.slice(0, 8) });

  await page.goto('/bank/dev');
  await transferRow(processed).getByRole('button', { name: 'Process' }).click();
  await expect(page.getByText('The transfer is processed.', { exact: false })).toBeVisible();
  await expect(transferRow(processed).getByText('processed', { exact: true })).toBeVisible();

  await transferRow(failed).getByRole('combobox', { name: 'Fail with ACH return' }).selectOption('R01');
  await transferRow(failed).getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('The transfer failed.', { exact: false })).toBeVisible();
  await expect(transferRow(failed).getByText('R01', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${bankName}` }).click();
  await expect(page.getByText('The funding source was removed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bankName }).getByText('removed', { exact: true })).toBeVisible();
  await checkScreen(page, 'bank-dev-page');

  const smtpUrl = process.env.E2E_SMTP_URL;
  if (smtpUrl === undefined) throw new Error('E2E_SMTP_URL is not set: run the stories through playwright test');
  const transport = createTransport(smtpUrl);
  await transport.sendMail({ from: 'no-reply@aceportal.example', to: 'page.check@example.com', subject: 'Page check' });
  transport.close();
  await page.goto('/mail');
  await expect(page.getByRole('link', { name: 'Page check' })).toBeVisible();
  await checkScreen(page, 'mail-page');
  await page.getByRole('button', { name: 'Delete all mail' }).click();
  await expect(page.getByText('All mail was deleted.')).toBeVisible();
  await expect(page.getByText('No mail yet.', { exact: false })).toBeVisible();
});
