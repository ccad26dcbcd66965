import { PAGE_CSP, isCrossOriginRequest, replyHtml, replyJson, replyRedirect } from '@ace/dev-kit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { MailConfig } from './config.ts';
import type { Mailbox } from './mailbox.ts';
import { listPage, mailHtmlDocument, messagePage, notFoundPage } from './pages.ts';

/** The mail's own HTML runs with no script, no network and no navigation of ours; only inline styles and data: images. */
const MAIL_HTML_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; frame-ancestors 'self'";

const MESSAGE_ID = ':id([0-9a-f-]{36})';

interface MessageParams {
  id: string;
}

/** The mail catcher's page and JSON API under its base path (not listening yet). */
export function createMailApp(config: MailConfig, mailbox: Mailbox): FastifyInstance {
  const base = config.basePath;
  const smtp = `${config.smtpHost}:${config.smtpPort}`;
  const app = Fastify({ logger: false, exposeHeadRoutes: false });
  // Bodies are read as they come, whatever their type; only the clear button's form post has one, and it is dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const notFound = (reply: FastifyReply) => replyHtml(reply, 404, notFoundPage(base));
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  app.setErrorHandler((error, _request, reply) => {
    console.error('dev-mail: request failed', error);
    return replyJson(reply, 500, { error: 'server_error', message: 'The mail catcher failed.' });
  });

  void app.register(
    (routes, _options, done) => {
      routes.all('/health', (_request, reply) => replyJson(reply, 200, { status: 'ok', service: 'dev-mail' }));
      routes.all<{ Querystring: { to?: string } }>('/api/messages', (request, reply) => {
        if (request.method === 'DELETE') {
          mailbox.clear();
          return reply.code(204).send();
        }
        const to = request.query.to?.toLowerCase();
        const messages = mailbox
          .list()
          .filter(
            (message) => to === undefined || message.envelope.to.some((recipient) => recipient.toLowerCase() === to),
          );
        return replyJson(reply, 200, { messages });
      });
      routes.all<{ Params: MessageParams }>(`/api/messages/${MESSAGE_ID}`, (request, reply) => {
        const message = mailbox.find(request.params.id);
        return message === undefined
          ? replyJson(reply, 404, { error: 'not_found', message: 'There is no such message.' })
          : replyJson(reply, 200, message);
      });
      routes.post('/clear', { bodyLimit: 1024 }, (request, reply) => {
        if (isCrossOriginRequest(request.raw)) {
          return replyJson(reply, 403, { error: 'forbidden', message: 'The mail page only takes its own form posts.' });
        }
        mailbox.clear();
        return replyRedirect(reply, `${base}?cleared=1`);
      });
      routes.get<{ Querystring: { cleared?: string } }>('/', (request, reply) =>
        replyHtml(
          reply,
          200,
          listPage(
            base,
            mailbox.list(),
            smtp,
            request.query.cleared === undefined ? undefined : 'All mail was deleted.',
          ),
        ),
      );
      routes.get<{ Params: MessageParams }>(`/${MESSAGE_ID}`, (request, reply) => {
        const message = mailbox.find(request.params.id);
        if (message === undefined) return notFound(reply);
        return replyHtml(reply, 200, messagePage(base, message), {
          'Content-Security-Policy': `${PAGE_CSP}; frame-src 'self'`,
        });
      });
      routes.get<{ Params: MessageParams }>(`/${MESSAGE_ID}/html`, (request, reply) => {
        const message = mailbox.find(request.params.id);
        if (message === undefined) return notFound(reply);
        return replyHtml(reply, 200, mailHtmlDocument(message.html ?? ''), {
          'Content-Security-Policy': MAIL_HTML_CSP,
        });
      });
      routes.get<{ Params: MessageParams }>(`/${MESSAGE_ID}/raw`, (request, reply) => {
        const message = mailbox.find(request.params.id);
        if (message === undefined) return notFound(reply);
        return reply
          .headers({
            'Content-Type': 'message/rfc822',
            'Content-Disposition': `attachment; filename="${message.id}.eml"`,
            'X-Content-Type-Options': 'nosniff',
          })
          .send(mailbox.raw(message.id) ?? Buffer.alloc(0));
      });
      routes.get<{ Params: MessageParams & { index: string } }>(
        `/${MESSAGE_ID}/attachments/:index(\\d+)`,
        async (request, reply) => {
          const message = mailbox.find(request.params.id);
          const attachment =
            message === undefined ? undefined : await mailbox.attachment(message.id, Number(request.params.index));
          if (attachment === undefined) return notFound(reply);
          return reply
            .headers({
              'Content-Type': 'application/octet-stream',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
              'X-Content-Type-Options': 'nosniff',
            })
            .send(attachment.content);
        },
      );
      done();
    },
    { prefix: base },
  );
  return app;
}
