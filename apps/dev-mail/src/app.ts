import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_CSP, isCrossOriginRequest, isUnder, readBody, redirect, sendHtml, sendJson } from '@ace/dev-kit';
import type { MailConfig } from './config.ts';
import type { Mailbox } from './mailbox.ts';
import { listPage, mailHtmlDocument, messagePage, notFoundPage } from './pages.ts';

/** The mail's own HTML runs with no script, no network and no navigation of ours; only inline styles and data: images. */
const MAIL_HTML_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; frame-ancestors 'self'";

export function createMailHandler(config: MailConfig, mailbox: Mailbox) {
  const base = config.basePath;
  const smtp = `${config.smtpHost}:${config.smtpPort}`;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    if (!isUnder(url.pathname, base)) {
      sendHtml(res, 404, notFoundPage(base));
      return;
    }
    const path = url.pathname.slice(base.length) || '/';
    if (path === '/health') {
      sendJson(res, 200, { status: 'ok', service: 'dev-mail' });
      return;
    }
    if (path === '/api/messages') {
      if (method === 'DELETE') {
        mailbox.clear();
        res.writeHead(204).end();
        return;
      }
      const to = url.searchParams.get('to')?.toLowerCase();
      const messages = mailbox
        .list()
        .filter(
          (message) => to === undefined || message.envelope.to.some((recipient) => recipient.toLowerCase() === to),
        );
      sendJson(res, 200, { messages });
      return;
    }
    const apiMessage = /^\/api\/messages\/([0-9a-f-]{36})$/.exec(path);
    if (apiMessage?.[1] !== undefined) {
      const message = mailbox.find(apiMessage[1]);
      if (message === undefined) sendJson(res, 404, { error: 'not_found', message: 'There is no such message.' });
      else sendJson(res, 200, message);
      return;
    }
    if (path === '/clear' && method === 'POST') {
      await readBody(req, 1024);
      if (isCrossOriginRequest(req)) {
        sendJson(res, 403, { error: 'forbidden', message: 'The mail page only takes its own form posts.' });
        return;
      }
      mailbox.clear();
      redirect(res, `${base}?cleared=1`);
      return;
    }
    if (path === '/' && method === 'GET') {
      sendHtml(
        res,
        200,
        listPage(base, mailbox.list(), smtp, url.searchParams.has('cleared') ? 'All mail was deleted.' : undefined),
      );
      return;
    }
    const view = /^\/([0-9a-f-]{36})(\/html|\/raw|\/attachments\/(\d+))?$/.exec(path);
    const message = view?.[1] === undefined ? undefined : mailbox.find(view[1]);
    if (view === null || message === undefined || method !== 'GET') {
      sendHtml(res, 404, notFoundPage(base));
      return;
    }
    const part = view[2];
    if (part === undefined) {
      sendHtml(res, 200, messagePage(base, message), { 'Content-Security-Policy': `${PAGE_CSP}; frame-src 'self'` });
    } else if (part === '/html') {
      sendHtml(res, 200, mailHtmlDocument(message.html ?? ''), { 'Content-Security-Policy': MAIL_HTML_CSP });
    } else if (part === '/raw') {
      const raw = mailbox.raw(message.id) ?? Buffer.alloc(0);
      res.writeHead(200, {
        'Content-Type': 'message/rfc822',
        'Content-Disposition': `attachment; filename="${message.id}.eml"`,
        'Content-Length': raw.length,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(raw);
    } else {
      const attachment = await mailbox.attachment(message.id, Number(view[3]));
      if (attachment === undefined) {
        sendHtml(res, 404, notFoundPage(base));
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        'Content-Length': attachment.content.length,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(attachment.content);
    }
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    route(req, res).catch((error: unknown) => {
      console.error('dev-mail: request failed', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { error: 'server_error', message: 'The mail catcher failed.' });
    });
  };
}
