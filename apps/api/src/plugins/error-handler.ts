import { translate, type ApiFailure, type PlainMessageId } from '@ace/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { localeOfRequest, withLocale } from '../i18n/request-locale.ts';
import { describeByteLimit } from './request-bodies.ts';

/** Fastify's and its plugins' own errors, by code: the status and the text a person reads. */
const knownErrors: Readonly<Record<string, { status: number; code: string; message: PlainMessageId }>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'api.unsupportedMediaType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'api.unsupportedMediaType',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'api.invalidRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'api.invalidRequest' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', message: 'upload.tooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'api.tooLargeForPortal' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'api.tooLargeForPortal' },
  FST_PROTO_VIOLATION: { status: 400, code: 'INVALID_REQUEST', message: 'api.invalidRequest' },
};

export function sendFailure(
  reply: FastifyReply,
  status: number,
  failure: Omit<ApiFailure, 'success' | 'message' | 'requestId'>,
) {
  const body: ApiFailure = { success: false, ...failure, message: failure.error, requestId: reply.request.id };
  // Set here too: Fastify sends the errors it meets before routing (frameworkErrors) without the onSend hooks.
  return reply.status(status).header('x-request-id', reply.request.id).send(body);
}

/**
 * One place turns every error into the envelope of DESIGN.md section 6, in the request's language (set here too:
 * some errors come before the request's hooks). Server errors are logged with the request id and never shown: the
 * client reads a plain sentence.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    withLocale(localeOfRequest(request), () => sendError(error, request, reply)),
  );

  app.setNotFoundHandler((request, reply) =>
    withLocale(localeOfRequest(request), () =>
      sendFailure(reply, 404, { error: translate('api.notFound'), code: 'NOT_FOUND' }),
    ),
  );
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.warn({ err: error }, 'service unavailable');
    return sendFailure(reply, error.status, {
      error: error.message,
      code: error.code,
      ...(error.issues ? { issues: error.issues } : {}),
    });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = describeByteLimit(request.routeOptions.bodyLimit);
    return sendFailure(reply, 413, { error: translate('api.tooLarge', { limit }), code: 'PAYLOAD_TOO_LARGE' });
  }
  const known = knownErrors[error.code];
  if (known) {
    return sendFailure(reply, known.status, { error: translate(known.message), code: known.code });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return sendFailure(reply, error.statusCode, { error: translate('api.invalidRequest'), code: 'INVALID_REQUEST' });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or restarting: nothing of a change was kept (its transaction did not commit), so the
    // person is told to send it again shortly; the pool reconnects by itself once the database is back.
    request.log.warn({ err: error }, 'database unavailable');
    const reading = request.method === 'GET' || request.method === 'HEAD';
    return sendFailure(reply, 503, {
      error: translate(reading ? 'outage.reading' : 'outage.writing'),
      code: 'DATABASE_UNAVAILABLE',
    });
  }
  request.log.error({ err: error }, 'request failed');
  return sendFailure(reply, 500, { error: translate('api.internal'), code: 'INTERNAL' });
}

/**
 * Errors Fastify meets before it has a route (a path whose percent-encoding is not UTF-8, a path parameter longer
 * than any id): Fastify's option frameworkErrors sends them here, so they get the envelope too.
 */
export function sendFrameworkFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  withLocale(localeOfRequest(request), () => {
    sendFrameworkError(error, request, reply);
  });
}

function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status < 500) {
    request.log.info({ err: error }, 'client error');
    sendFailure(reply, status, { error: translate('api.invalidRequest'), code: 'INVALID_REQUEST' });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  sendFailure(reply, 500, { error: translate('api.internal'), code: 'INTERNAL' });
}
