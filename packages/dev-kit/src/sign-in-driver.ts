/**
 * Drives the identity stand-in's sign-in page over plain HTTP the way a browser would (a cookie jar, redirects
 * followed by hand, the form posted), for tests that need a real authorisation code: open the authorisation URL,
 * sign in with an e-mail and a password, and get back the URL the provider sent the browser to.
 */

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get size(): number {
    return this.#cookies.size;
  }
}

export interface SignInStep {
  /** The page the sign-in form was on (undefined when the provider skipped it: an existing session). */
  signInPage: string | undefined;
  /** Where the provider finally sent the browser: the client's redirect URI with a code (or an error). */
  callbackUrl: URL;
}

/** A GET or a POST with the jar's cookies, not following redirects. */
export async function browse(jar: CookieJar, url: string | URL, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(url, {
    method: form === undefined ? 'GET' : 'POST',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      accept: 'text/html',
      ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body: form === undefined ? undefined : new URLSearchParams(form).toString(),
  });
  jar.store(response);
  return response;
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The action of the page's sign-in form (the first form with a password field). */
export function signInFormAction(page: string, pageUrl: string): string | undefined {
  for (const match of page.matchAll(/<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)) {
    if (match[2]?.includes('type="password"') === true && match[1] !== undefined) {
      return new URL(unescapeAttribute(match[1]), pageUrl).href;
    }
  }
  return undefined;
}

/**
 * Follows redirects from `url` until the browser would leave for `redirectUri`, posting the credentials when the
 * sign-in page shows up. Throws when the provider answers with something else (an error page, a refused login).
 */
export async function signInThroughBrowser(
  jar: CookieJar,
  url: string | URL,
  credentials: { email: string; password: string },
  redirectUri: string,
): Promise<SignInStep> {
  let next = new URL(url);
  let form: Record<string, string> | undefined;
  let signInPage: string | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (next.href.startsWith(redirectUri)) return { signInPage, callbackUrl: next };
    const response = await browse(jar, next, form);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      next = new URL(location, next);
      continue;
    }
    const body = await response.text();
    const action = signInFormAction(body, next.href);
    if (response.status !== 200 || action === undefined || signInPage !== undefined) {
      throw new Error(`The sign-in stopped at ${next.href} (HTTP ${response.status}):\n${body.slice(0, 2000)}`);
    }
    signInPage = body;
    form = { email: credentials.email, password: credentials.password };
    next = new URL(action);
  }
  throw new Error('The sign-in went through more than 20 redirects.');
}
