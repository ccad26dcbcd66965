import {
  html,
  isCrossOriginRequest,
  page,
  readForm,
  replyHtml,
  replyJson,
  replyRedirect,
  type SafeHtml,
} from '@ace/dev-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bank } from './bank.ts';
import { ACH_RETURNS } from './bank/transfers.ts';
import { notFound } from './hal.ts';
import { ID, queryOf } from './paths.ts';
import type { Customer, FundingSource, Transfer } from './state.ts';

const SERVICE = 'Bank (local Dwolla stand-in)';

/** What a finished action says on the page after its redirect; only these texts can be shown. */
const notices: Record<string, string> = {
  removed: 'The funding source was removed. Its customer_funding_source_removed webhook is on its way.',
  processed: 'The transfer is processed. Its transfer_completed webhooks are on their way.',
  failed: 'The transfer failed. Its transfer_failed webhooks are on their way.',
  cancelled: 'The transfer is cancelled. Its transfer_cancelled webhooks are on their way.',
  refused: 'That change is not possible any more (the page was out of date). Here is the current state.',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
}

function customerName(customer: Customer | undefined): string {
  if (customer === undefined) return 'Programme account';
  return customer.businessName ?? `${customer.firstName} ${customer.lastName}`;
}

/** Each status's colour; any other one (removed, failed, suspended…) needs attention and shows red. */
const tones: Record<string, string> = {
  verified: 'good',
  processed: 'good',
  pending: 'wait',
  // A receive-only customer, and a bank added by numbers, stay unverified at Dwolla and can still receive payouts.
  unverified: 'neutral',
};

/** A status as a badge: green when all is well, amber while waiting, grey when unverified, red otherwise. */
function statusBadge(status: string): SafeHtml {
  return html`<span class="status ${tones[status] ?? 'bad'}">${status}</span>`;
}

function actionButton(
  action: string,
  label: string,
  style: 'secondary' | 'danger',
  hidden: SafeHtml = html``,
): SafeHtml {
  return html`<form method="post" action="${action}">
    ${hidden}<button type="submit" class="${style} small">${label}</button>
  </form>`;
}

export function renderDevPage(bank: Bank, notice: string | undefined): string {
  const message = notice === undefined ? undefined : notices[notice];
  const base = bank.config.basePath;
  const { customers, fundingSources, transfers, subscriptions, deliveries, events } = bank.state;
  const byId = new Map(customers.map((customer) => [customer.id, customer]));
  const sourceLabel = (id: string): string => {
    const source = fundingSources.find((candidate) => candidate.id === id);
    return source === undefined
      ? id
      : `${customerName(source.customerId === null ? undefined : byId.get(source.customerId))}: ${source.name}`;
  };

  const sourceRow = (source: FundingSource): SafeHtml =>
    html`<tr>
      <td data-label="Owner">${customerName(source.customerId === null ? undefined : byId.get(source.customerId))}</td>
      <td data-label="Account">
        ${source.name}${source.accountLast4 === undefined ? '' : ` (…${source.accountLast4})`}<br /><span class="muted"
          >${source.type}${source.bankAccountType === undefined ? '' : `, ${source.bankAccountType}`}</span
        >
      </td>
      <td data-label="Status">
        ${source.removed ? html`<span class="status bad">removed</span>` : statusBadge(source.status)}
      </td>
      <td data-label="Added (New York time)">${when(source.created)}</td>
      <td data-label="Actions">
        ${
          source.customerId === null || source.removed
            ? html`<span class="muted">None</span>`
            : actionButton(`${base}/dev/funding-sources/${source.id}/remove`, `Remove ${source.name}`, 'danger')
        }
      </td>
    </tr>`;

  const transferRow = (transfer: Transfer): SafeHtml =>
    html`<tr>
      <td data-label="Transfer">
        <code>${transfer.id.slice(0, 8)}</code><br /><span class="muted">${when(transfer.created)}</span>
      </td>
      <td data-label="From → to">${sourceLabel(transfer.sourceId)} → ${sourceLabel(transfer.destinationId)}</td>
      <td data-label="Amount">$${transfer.amount.value}</td>
      <td data-label="Status">
        ${statusBadge(transfer.status)}${transfer.failure === undefined ? '' : html`<br /><span class="muted">${transfer.failure.code} ${transfer.failure.description}</span>`}
      </td>
      <td data-label="Actions">
        ${
          transfer.status !== 'pending'
            ? html`<span class="muted">None</span>`
            : [
                actionButton(`${base}/dev/transfers/${transfer.id}/process`, 'Process', 'secondary'),
                ' ',
                html`<form method="post" action="${base}/dev/transfers/${transfer.id}/fail" class="inline-choice">
                  <label for="code-${transfer.id}">Fail with ACH return</label>
                  <select id="code-${transfer.id}" name="code">
                    ${Object.entries(ACH_RETURNS).map(
                      ([code, achReturn]) => html`<option value="${code}">${code} ${achReturn.description}</option>`,
                    )}
                  </select>
                  <button type="submit" class="danger small">Fail</button>
                </form>`,
              ]
        }
      </td>
    </tr>`;

  const recentEvents = [...events].reverse().slice(0, 20);
  const body = html`<h1>Bank stand-in</h1>
    <p>
      A Dwolla-compatible subset for the portal's bank linking and payouts. API root: <code>${bank.urls.apiUrl}</code>.
      Use the buttons to break a bank connection (remove its account) or settle a transfer and watch the portal react to
      the webhooks.
      ${bank.config.transferProcessSeconds > 0 ? `Pending transfers are processed by themselves after ${bank.config.transferProcessSeconds} seconds.` : 'Pending transfers stay pending until you process or fail them here.'}
    </p>
    <div role="status" aria-live="polite">
      ${message === undefined ? html`` : html`<p class="notice">${message}</p>`}
    </div>
    <h2 id="customers">Customers (${customers.length})</h2>
    <p class="muted">
      Receive-only customers, and the banks they add by numbers, stay unverified at Dwolla: they can still receive
      payouts.
    </p>
    ${
      customers.length === 0
        ? html`<p class="muted">
            No customers yet. The portal creates one when a parent or a provider starts linking a bank.
          </p>`
        : html`<div class="table-wrap">
            <table class="stack" aria-labelledby="customers">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created (New York time)</th>
                </tr>
              </thead>
              <tbody>
                ${customers.map(
                  (customer) =>
                    html`<tr>
                      <td data-label="Name">${customerName(customer)}</td>
                      <td data-label="E-mail">${customer.email}</td>
                      <td data-label="Type">${customer.type}</td>
                      <td data-label="Status">${statusBadge(customer.status)}</td>
                      <td data-label="Created (New York time)">${when(customer.created)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    <h2 id="sources">Funding sources (${fundingSources.length})</h2>
    <div class="table-wrap">
      <table class="stack" aria-labelledby="sources">
        <thead>
          <tr>
            <th scope="col">Owner</th>
            <th scope="col">Account</th>
            <th scope="col">Status</th>
            <th scope="col">Added (New York time)</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          ${fundingSources.map(sourceRow)}
        </tbody>
      </table>
    </div>
    <h2 id="transfers">Transfers (${transfers.length})</h2>
    ${
      transfers.length === 0
        ? html`<p class="muted">No transfers yet. The portal starts one when a claim is approved.</p>`
        : html`<div class="table-wrap">
            <table class="stack" aria-labelledby="transfers">
              <thead>
                <tr>
                  <th scope="col">Transfer</th>
                  <th scope="col">From → to</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                ${[...transfers].reverse().map(transferRow)}
              </tbody>
            </table>
          </div>`
    }
    <h2 id="webhooks">Webhooks</h2>
    ${
      subscriptions.length === 0
        ? html`<p class="muted">No webhook subscription yet: events are recorded but sent nowhere.</p>`
        : html`<ul>
            ${subscriptions.map((subscription) => {
              const mine = deliveries.filter((delivery) => delivery.subscriptionId === subscription.id);
              const failing = mine.filter((delivery) => !delivery.delivered && delivery.attempts.length > 0).length;
              return html`<li>
                <code>${subscription.url}</code>: ${mine.filter((delivery) => delivery.delivered).length} delivered,
                ${failing} not delivered yet${subscription.paused ? ' (paused)' : ''}
              </li>`;
            })}
          </ul>`
    }
    ${
      recentEvents.length === 0
        ? html``
        : html`<div class="table-wrap">
            <table class="stack">
              <caption>
                Latest events
              </caption>
              <thead>
                <tr>
                  <th scope="col">When (New York time)</th>
                  <th scope="col">Topic</th>
                  <th scope="col">Resource</th>
                </tr>
              </thead>
              <tbody>
                ${recentEvents.map(
                  (event) =>
                    html`<tr>
                      <td data-label="When (New York time)">${when(event.created)}</td>
                      <td data-label="Topic"><code>${event.topic}</code></td>
                      <td data-label="Resource"><code>${event.resourceId.slice(0, 8)}</code></td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
  return page({ title: 'Bank stand-in', service: SERVICE, body });
}

/** A form post from another site must not drive the dev page's buttons. */
function refuseCrossOrigin(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  return isCrossOriginRequest(request.raw)
    ? replyJson(reply, 403, { code: 'Forbidden', message: 'The dev page only takes its own form posts.' })
    : undefined;
}

/**
 * The page, and its buttons: plain form posts (no script needed), answered by a redirect back to the page with what
 * was done, or `refused` when the page was out of date.
 */
export function registerDevPage(routes: FastifyInstance, bank: Bank): void {
  const base = bank.config.basePath;
  routes.get('/dev', (request, reply) =>
    replyHtml(reply, 200, renderDevPage(bank, queryOf(request.url).get('done') ?? undefined)),
  );
  const action = (url: string, run: (id: string, form: URLSearchParams) => string): void => {
    routes.post<{ Params: { id: string } }>(url, async (request, reply) => {
      const refused = refuseCrossOrigin(request, reply);
      if (refused !== undefined) return refused;
      const form = await readForm(request.raw);
      let notice: string;
      try {
        notice = run(request.params.id, form);
      } catch {
        notice = 'refused';
      }
      return replyRedirect(reply, `${base}/dev?done=${notice}`);
    });
  };
  action(`/dev/funding-sources/${ID}/remove`, (id) => {
    bank.fundingSources.remove(id);
    return 'removed';
  });
  action(`/dev/transfers/${ID}/process`, (id) => {
    bank.transfers.process(id);
    return 'processed';
  });
  action(`/dev/transfers/${ID}/fail`, (id, form) => {
    bank.transfers.fail(id, form.get('code') ?? 'R01');
    return 'failed';
  });
  routes.post('/dev/*', (request, reply) => {
    const refused = refuseCrossOrigin(request, reply);
    if (refused !== undefined) return refused;
    throw notFound();
  });
}
