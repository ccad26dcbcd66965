import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What stands in a log line for a value that must never be written down. */
const CENSORED = '[redacted]';

/** Route parameters that are secrets themselves: a review link's token. */
const SECRET_PARAMS = new Set(['token']);

/** A path segment this long is taken for a token when no route says what it is (a mistyped review link). */
const LONG_SEGMENT = 24;

/**
 * The request's address as a log line may show it: the route's pattern filled with its parameters, secret ones
 * censored; the query's names without their values (a file link's signature); for a path no route matched, its long
 * segments censored.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'params' | 'routeOptions'>): string {
  const [path = '', query] = request.url.split('?', 2);
  const pattern = request.routeOptions.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const shownPath =
    pattern === undefined
      ? path
          .split('/')
          .map((segment) => (segment.length >= LONG_SEGMENT ? CENSORED : segment))
          .join('/')
      : pattern.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
          const key = name ?? '*';
          if (SECRET_PARAMS.has(key)) return CENSORED;
          const value = params[key];
          if (typeof value !== 'string') return whole;
          return name === undefined ? value : encodeURIComponent(value);
        });
  if (query === undefined) return shownPath;
  const names = query.split('&').map((pair) => pair.split('=', 1)[0]);
  return `${shownPath}?${names.join('&')}`;
}

/**
 * The API's logger: JSON lines, each of a request bound to its id (reqId). Headers are not logged, and should one
 * reach a line anyway, its credentials are censored; so are secrets a log call might pass by name.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.authorization',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.secret',
        '*.clientSecret',
        '*.webhookSecret',
        '*.secretAccessKey',
      ],
      censor: CENSORED,
    },
  };
}
