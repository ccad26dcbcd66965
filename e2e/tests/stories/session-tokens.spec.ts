import type { APIRequestContext, Page } from '@playwright/test';
import { accounts } from '../../support/accounts.ts';
import { expect, signIn, test } from '../../support/portal.ts';

/**
 * The identity provider's tokens behind a session (spec section 7): the web app refreshes an access token about to
 * expire without the person noticing, and signing out revokes the refresh token at Merit (the stand-in,
 * oidc-provider), so it can never be used again; an answer that arrives after the Logout does not sign the person in
 * again.
 */

interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

async function storedTokens(page: Page): Promise<StoredTokens> {
  const stored = await page.evaluate(() => window.localStorage.getItem('ace.tokens'));
  if (stored === null) throw new Error('No tokens are kept');
  return JSON.parse(stored) as StoredTokens;
}

/** Merit's endpoints, from its discovery document. */
async function meritEndpoints(request: APIRequestContext) {
  const response = await request.get('/merit/.well-known/openid-configuration');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token_endpoint: string; revocation_endpoint: string };
}

test.describe('the tokens behind a session', () => {
  test('an access token about to expire is refreshed silently, and the fresh one is accepted', async ({
    page,
    request,
  }) => {
    const { token_endpoint: tokenEndpoint } = await meritEndpoints(request);
    await signIn(page, accounts.maria);
    const signedIn = await storedTokens(page);
    // Half a minute left: within the minute before expiry in which the app refreshes.
    await page.evaluate((expiresAt) => {
      const stored = JSON.parse(window.localStorage.getItem('ace.tokens') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('ace.tokens', JSON.stringify({ ...stored, expiresAt }));
    }, Date.now() + 30_000);
    const refreshed = page.waitForResponse(
      (response) =>
        response.url() === tokenEndpoint &&
        response.request().postData()?.includes('grant_type=refresh_token') === true,
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Lucia Garcia' }).getByText('Available')).toBeVisible();
    await expect.poll(async () => (await storedTokens(page)).accessToken).not.toBe(signedIn.accessToken);
    const fresh = await storedTokens(page);
    expect(fresh.expiresAt).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(fresh.refreshToken).not.toBeNull();
    // The fresh access token is what the API gets now: a page that asks for the person's data still shows it.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Lucia Garcia' }).getByText('Available')).toBeVisible();
    expect((await storedTokens(page)).accessToken).toBe(fresh.accessToken);
  });

  test('signing out revokes the refresh token at Merit', async ({ page, request }) => {
    const endpoints = await meritEndpoints(request);
    await signIn(page, accounts.maria);
    const { refreshToken } = await storedTokens(page);
    if (refreshToken === null) throw new Error('Merit gave no refresh token');
    // The dashboard reads the parent on every visit: that answer is held until after Logout. Come late, it must not
    // sign Maria back in (on a busy machine it came late by itself, and the portal showed her dashboard again).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reading = page.waitForRequest('**/api/user/parent');
    await page.route('**/api/user/parent', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await reading;
    const revoked = page.waitForResponse((response) => response.url() === endpoints.revocation_endpoint);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    expect((await revoked).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
    const answered = page.waitForResponse('**/api/user/parent');
    release();
    const answer = await answered;
    expect(answer.ok()).toBe(true);
    // The answer read, and two frames drawn after it: the portal has done with it whatever it does.
    await answer.finished();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve();
            });
          });
        }),
    );
    expect(await page.evaluate(() => window.localStorage.getItem('ace.session'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Login with Merit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const refused = await request.post(endpoints.token_endpoint, {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'ace-portal-web' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
