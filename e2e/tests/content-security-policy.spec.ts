import { expect, test } from '../support/portal.ts';

/**
 * The apps' pages are sent with a strict Content-Security-Policy (packages/domain/src/page-headers.ts): a script that
 * got into a page by injection does not run, and the browser reports it. That the apps themselves cause no
 * violation while people sign in and use them, every story checks (support/portal.ts).
 */

const appPages = [
  { path: '/', button: 'Login with Merit' },
  { path: '/service-provider', button: 'Link with Merit' },
  { path: '/merit-cs', button: 'Login with Merit' },
  { path: '/mobile/', button: 'Login with Merit' },
];

test.use({ viewport: { width: 1280, height: 900 } });

test("an injected inline script runs on none of the apps' pages", async ({ page, cspViolations }) => {
  for (const { path, button } of appPages) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible({ timeout: 30_000 });
    expect(cspViolations, `${path} as it loads`).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return Reflect.get(window, '__injected') === true;
    });
    expect(ran, `the injected script on ${path}`).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations.splice(0)).toMatchObject([
      { page: expect.stringContaining(path), directive: 'script-src-elem', blocked: 'inline' },
    ]);
  }
});
