import { html, page, trustedHtml, escapeHtml, type SafeHtml } from '@ace/dev-kit';
import type { CaughtMessage } from './mailbox.ts';

const SERVICE = 'Mail catcher (local stand-in)';

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  });
}

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The text part with its web addresses made into links (escaped first, so nothing else becomes markup). */
function linkified(text: string): SafeHtml {
  return trustedHtml(
    escapeHtml(text).replace(
      /https?:\/\/[^\s<>"')\]]+/g,
      (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
    ),
  );
}

export function listPage(
  basePath: string,
  messages: readonly CaughtMessage[],
  smtp: string,
  notice: string | undefined,
): string {
  const body = html`<h1>Mail the portal sent</h1>
    <p>
      Every e-mail the portal sends in the local stack lands here instead of a real mailbox (SMTP on
      <code>${smtp}</code>). <a href="${basePath}">Refresh the list</a> to see new mail.
    </p>
    <div role="status" aria-live="polite">${notice === undefined ? html`` : html`<p class="notice">${notice}</p>`}</div>
    ${
      messages.length === 0
        ? html`<p>No mail yet. Review links and other notices will show up here when the portal sends them.</p>`
        : html`<div class="table-wrap">
              <table class="stack">
                <caption>
                  ${messages.length === 1 ? '1 message' : `${messages.length} messages`}, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">From</th>
                    <th scope="col">To</th>
                    <th scope="col">Received (New York time)</th>
                  </tr>
                </thead>
                <tbody>
                  ${messages.map(
                    (message) =>
                      html`<tr>
                        <td data-label="Subject"><a href="${basePath}/${message.id}">${message.subject}</a></td>
                        <td data-label="From">${message.from}</td>
                        <td data-label="To">${message.to.join(', ')}</td>
                        <td data-label="Received">${when(message.receivedAt)}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </div>
            <form method="post" action="${basePath}/clear" class="actions">
              <button type="submit" class="danger">Delete all mail</button>
            </form>`
    }`;
  return page({ title: 'Mail catcher', service: SERVICE, body });
}

export function messagePage(basePath: string, message: CaughtMessage): string {
  const base = `${basePath}/${message.id}`;
  const body = html`<p><a href="${basePath}">← All mail</a></p>
    <h1>${message.subject}</h1>
    <dl class="panel meta">
      <dt>From</dt>
      <dd>${message.from}</dd>
      <dt>To</dt>
      <dd>${message.to.join(', ')}</dd>
      ${
        message.cc.length > 0
          ? html`<dt>Cc</dt>
              <dd>${message.cc.join(', ')}</dd>`
          : html``
      }
      <dt>Date</dt>
      <dd>${when(message.date)}</dd>
    </dl>
    ${
      message.html === null
        ? html``
        : html`<h2>As the recipient sees it</h2>
            <iframe
              src="${base}/html"
              title="The e-mail: ${message.subject}"
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              style="width:100%;min-height:28rem;border:1px solid #c9d1d9;border-radius:8px;background:#fff"
            ></iframe>
            <p><a href="${base}/html" target="_blank" rel="noopener">Open the HTML version on its own</a></p>`
    }
    <h2>${message.html === null ? 'Message' : 'Plain-text version'}</h2>
    <pre>${linkified(message.text === '' ? '(This message has no plain-text part.)' : message.text)}</pre>
    ${
      message.attachments.length === 0
        ? html``
        : html`<h2>Attachments</h2>
            <ul>
              ${message.attachments.map(
                (attachment, index) =>
                  html`<li>
                    <a href="${base}/attachments/${index}">${attachment.filename}</a> (${attachment.contentType},
                    ${size(attachment.size)})
                  </li>`,
              )}
            </ul>`
    }
    <p><a href="${base}/raw">Download the raw message (.eml)</a></p>`;
  return page({ title: `${message.subject}: mail catcher`, service: SERVICE, body });
}

export function notFoundPage(basePath: string): string {
  return page({
    title: 'Message not found',
    service: SERVICE,
    narrow: true,
    body: html`<h1>Message not found</h1>
      <p>It may have been deleted. <a href="${basePath}">See all mail</a>.</p>`,
  });
}

/** The e-mail's own HTML, with links opening in a new tab (the frame is sandboxed: no script, no navigation). */
export function mailHtmlDocument(markup: string): string {
  return `<!doctype html><base target="_blank">${markup}`;
}
