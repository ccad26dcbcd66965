import { DEMO_PASSWORD } from '@ace/demo-data';
import { demoAccountGroups, demoAccountTables, html, page, trustedHtml, type SafeHtml } from '@ace/dev-kit';

const SERVICE = 'Merit (local stand-in)';

export interface SignInPage {
  /** Where the form posts. */
  action: string;
  cancelAction: string;
  clientName: string;
  email: string;
  /** A problem with the whole attempt (wrong e-mail or password). */
  error: string | undefined;
  emailError: string | undefined;
  passwordError: string | undefined;
  devMode: boolean;
}

function fieldError(id: string, message: string | undefined): SafeHtml {
  return message === undefined ? html`` : html`<p class="alert" id="${id}">${message}</p>`;
}

function demoAccountList(action: string): SafeHtml {
  return html`<section aria-labelledby="demo-heading" class="panel">
    <h2 id="demo-heading">Demo accounts (development only)</h2>
    <p>
      Every demo account signs in with the password <code>${DEMO_PASSWORD}</code>. Choose one to sign in as that person.
    </p>
    ${demoAccountGroups().map(
      (group) =>
        html`<h3>${group.heading}</h3>
          <ul class="plain accounts">
            ${group.accounts.map(
              (account) =>
                html`<li>
                  <span
                    ><strong>${account.firstName} ${account.lastName}</strong> <span>${account.email}</span>
                    <span class="muted">${account.description}</span></span
                  >
                  <form method="post" action="${action}">
                    <input type="hidden" name="email" value="${account.email}" />
                    <input type="hidden" name="password" value="${DEMO_PASSWORD}" />
                    <button type="submit" class="secondary small">
                      Sign in as ${account.firstName} ${account.lastName}
                    </button>
                  </form>
                </li>`,
            )}
          </ul>`,
    )}
  </section>`;
}

export function signInPage(options: SignInPage): string {
  const { action, cancelAction, clientName, email, error, emailError, passwordError, devMode } = options;
  const problems = [error, emailError, passwordError].filter((item) => item !== undefined);
  const summary = error ?? (problems.length > 0 ? 'Check the fields marked below.' : undefined);
  const body = html`<h1>Sign in to Merit</h1>
    <p><strong>${clientName}</strong> is asking you to sign in.</p>
    <div role="alert" aria-live="assertive" aria-atomic="true" id="form-error">
      ${summary === undefined ? html`` : html`<p class="alert">${summary}</p>`}
    </div>
    <form method="post" action="${action}" novalidate>
      <label for="email">E-mail address</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username"
        required
        value="${email}"
        aria-invalid="${emailError !== undefined || error !== undefined}"
        ${emailError === undefined ? html`` : html`aria-describedby="email-error"`}
      />
      ${fieldError('email-error', emailError)}
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        aria-invalid="${passwordError !== undefined || error !== undefined}"
        ${passwordError === undefined ? html`` : html`aria-describedby="password-error"`}
      />
      ${fieldError('password-error', passwordError)}
      <div class="actions">
        <button type="submit">Sign in</button>
        <button type="submit" class="secondary" formaction="${cancelAction}" formnovalidate>Cancel and go back</button>
      </div>
    </form>
    ${devMode ? demoAccountList(action) : html``}`;
  return page({
    title: problems.length > 0 ? 'Error: Sign in to Merit' : 'Sign in to Merit',
    service: SERVICE,
    body,
    narrow: true,
  });
}

export function messagePage(title: string, message: string, linkHref?: string, linkText?: string): string {
  return page({
    title,
    service: SERVICE,
    narrow: true,
    body: html`<h1>${title}</h1>
      <p>${message}</p>
      ${linkHref === undefined ? html`` : html`<p><a href="${linkHref}">${linkText ?? linkHref}</a></p>`}`,
  });
}

export interface LandingPage {
  issuer: string;
  basePath: string;
  publicUrl: string;
  clients: { id: string; name: string; redirects: readonly string[] }[];
  devMode: boolean;
}

export function landingPage({ issuer, basePath, publicUrl, clients, devMode }: LandingPage): string {
  const endpoint = (path: string): string => `${issuer}${path}`;
  const body = html`<h1>Merit identity provider (local stand-in)</h1>
    <p>
      This stands in for Merit, the identity provider of the ACE Portal: OpenID Connect sign-in and the agent API. Sign
      in through the portal itself; this page only describes the stand-in.
    </p>
    <h2>OpenID Connect</h2>
    <ul>
      <li>Issuer: <code>${issuer}</code></li>
      <li>
        Discovery:
        <a href="${endpoint('/.well-known/openid-configuration')}">${endpoint('/.well-known/openid-configuration')}</a>
      </li>
      <li>
        Scopes: <code>openid profile offline_access</code> (profile carries the name and primary e-mail); authorisation
        code with PKCE (S256)
      </li>
    </ul>
    <div class="table-wrap">
      <table class="stack">
        <caption>
          Registered clients
        </caption>
        <thead>
          <tr>
            <th scope="col">Client id</th>
            <th scope="col">Application</th>
            <th scope="col">Redirect URIs</th>
          </tr>
        </thead>
        <tbody>
          ${clients.map(
            (client) =>
              html`<tr>
                <td data-label="Client id"><code>${client.id}</code></td>
                <td data-label="Application">${client.name}</td>
                <td data-label="Redirect URIs">${client.redirects.map((uri) => html`<code>${uri}</code><br />`)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <h2>Agent API</h2>
    <p>Bearer: the person's access token. The token's <code>agentID</code> must be the one in the path.</p>
    <ul>
      <li><code>GET ${basePath}/v1/agents/{agentId}/links</code></li>
      <li><code>POST ${basePath}/v1/agents/{agentId}/accept-tos</code></li>
      <li><code>PUT ${basePath}/v1/agents/{agentId}/link/{entityId}</code></li>
      <li><code>GET ${basePath}/v1/agents/{agentId}/merits</code></li>
    </ul>
    ${
      devMode
        ? html`<h2>Demo accounts</h2>
            ${demoAccountTables(publicUrl)}`
        : html``
    }`;
  return page({ title: 'Merit identity provider (local stand-in)', service: SERVICE, body });
}

/** oidc-provider's sign-out confirmation, in the stand-in's own accessible layout. */
export function logoutPage(formMarkup: string, clientName: string | undefined): string {
  return page({
    title: 'Sign out of Merit',
    service: SERVICE,
    narrow: true,
    body: html`<h1>Sign out of Merit</h1>
      <p>
        ${clientName === undefined ? 'Do you want to sign out of Merit?' : `Do you want to sign out of ${clientName} and Merit?`}
      </p>
      ${trustedHtml(formMarkup) /* the provider's own hidden form, with its xsrf field */}
      <div class="actions">
        <button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
        <button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
      </div>`,
  });
}

export function signedOutPage(): string {
  return messagePage('You are signed out', 'You have signed out of Merit. You can close this window.');
}
