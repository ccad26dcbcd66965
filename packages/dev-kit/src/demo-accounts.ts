import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@ace/demo-data';
import { html, type SafeHtml } from './html.ts';

export interface DemoRoleGroup {
  role: DemoAccount['role'];
  heading: string;
  /** Where the portal signs this role in (spec section 2). */
  portalPath: string;
  accounts: DemoAccount[];
}

/** The demo accounts by role, in the order people meet them: parents, providers, support staff. */
export function demoAccountGroups(): DemoRoleGroup[] {
  const groups: Omit<DemoRoleGroup, 'accounts'>[] = [
    { role: 'Parent', heading: 'Parents', portalPath: '/' },
    { role: 'ServiceProvider', heading: 'Service providers', portalPath: '/service-provider' },
    { role: 'MeritCS', heading: 'Support staff (MeritCS)', portalPath: '/merit-cs' },
  ];
  return groups.map((group) => ({
    ...group,
    accounts: DEMO_ACCOUNTS.filter((account) => account.role === group.role),
  }));
}

/** The demo accounts as one table per role, with where each role signs in (links relative when publicUrl is ''). */
export function demoAccountTables(publicUrl: string): SafeHtml {
  return html`<p>Every demo account signs in with the password <code>${DEMO_PASSWORD}</code> (development only).</p>
    ${demoAccountGroups().map(
      (group) =>
        html`<div class="table-wrap">
          <table class="stack">
            <caption>
              ${group.heading}: sign in at
              <a href="${publicUrl}${group.portalPath}"
                >${publicUrl === '' && group.portalPath === '/' ? 'the start page' : `${publicUrl}${group.portalPath}`}</a
              >
            </caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Who</th>
              </tr>
            </thead>
            <tbody>
              ${group.accounts.map(
                (account) =>
                  html`<tr>
                    <td data-label="E-mail">${account.email}</td>
                    <td data-label="Who">${account.firstName} ${account.lastName}: ${account.description}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>`,
    )}`;
}
