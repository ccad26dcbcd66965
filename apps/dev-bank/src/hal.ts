import { replyJson, replyRedirect } from '@ace/dev-kit';
import type { FastifyReply } from 'fastify';

/** Dwolla's media type: every request must accept it and every answer carries it. */
export const HAL_MEDIA_TYPE = 'application/vnd.dwolla.v1.hal+json';

export interface Link {
  href: string;
  type: typeof HAL_MEDIA_TYPE;
  'resource-type': string;
}

export function link(href: string, resourceType: string): Link {
  return { href, type: HAL_MEDIA_TYPE, 'resource-type': resourceType };
}

export interface EmbeddedError {
  code: string;
  message: string;
  path: string;
  _links?: { about?: Link };
}

/** A refusal in Dwolla's shape: `{ code, message, _embedded?: { errors }, _links? }`. */
export class DwollaError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: EmbeddedError[] | undefined;
  readonly links: Record<string, Link> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { errors?: EmbeddedError[]; links?: Record<string, Link> } = {},
  ) {
    super(message);
    this.name = 'DwollaError';
    this.status = status;
    this.code = code;
    this.errors = extra.errors;
    this.links = extra.links;
  }

  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors === undefined ? {} : { _embedded: { errors: this.errors } }),
      ...(this.links === undefined ? {} : { _links: this.links }),
    };
  }
}

export function validationError(errors: EmbeddedError[]): DwollaError {
  return new DwollaError(
    400,
    'ValidationError',
    'Validation error(s) present. See embedded errors list for more details.',
    {
      errors,
    },
  );
}

export const notFound = (): DwollaError => new DwollaError(404, 'NotFound', 'The requested resource was not found.');

export const invalidAccessToken = (): DwollaError =>
  new DwollaError(401, 'InvalidAccessToken', 'Invalid access token.');

export const expiredAccessToken = (): DwollaError =>
  new DwollaError(401, 'ExpiredAccessToken', 'Expired access token.');

export const forbidden = (message = 'Not authorized to perform this action.'): DwollaError =>
  new DwollaError(403, 'Forbidden', message);

/** An answer in Dwolla's media type, with the headers of every JSON answer of the stand-ins. */
export function replyHal(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return replyJson(reply, status, body, {}, `${HAL_MEDIA_TYPE}; charset=UTF-8`);
}

/** Dwolla answers a created resource with 201, an empty body and its URL in Location (a redirect's headers). */
export function replyCreated(reply: FastifyReply, location: string): FastifyReply {
  return replyRedirect(reply, location, 201);
}
