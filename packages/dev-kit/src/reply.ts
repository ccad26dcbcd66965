import type { FastifyReply } from 'fastify';
import { JSON_HEADERS, PAGE_HEADERS } from './http.ts';

/** A JSON answer of a stand-in or the gateway on Fastify, with the same bytes and headers as sendJson. */
export function replyJson(
  reply: FastifyReply,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  return reply
    .code(status)
    .headers({ 'Content-Type': contentType, ...JSON_HEADERS, ...headers })
    .send(JSON.stringify(body));
}

/** A page of a stand-in or the gateway on Fastify, with the same headers as sendHtml. */
export function replyHtml(
  reply: FastifyReply,
  status: number,
  markup: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(status)
    .headers({ 'Content-Type': 'text/html; charset=utf-8', ...PAGE_HEADERS, ...headers })
    .send(markup);
}

/** A redirect after a form post, as redirect() sends it. */
export function replyRedirect(reply: FastifyReply, location: string, status = 303): FastifyReply {
  return reply.code(status).headers({ Location: location, 'Cache-Control': 'no-store' }).send();
}
