import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The options of the API's logger (never `true` or `false`: it is always configured). */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** What stands in a log line for a value that must never be written down. */
const CENSORED = '[redacted]';

/** Route parameters that are secrets themselves: a review link's token. */
const SECRET_PARAMS = new Set(['token']);

/** A path segment this long is taken for a token when no route says what it is (a mistyped review link). */
const LONG_SEGMENT = 24;

/** An e-mail address as people and relays write them (the letters of a top-level domain end it). */
const EMAIL_ADDRESS = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;

/**
 * A text with its e-mail addresses censored: for log lines and the errors jobs record, where an address (a relay's
 * refusal names its recipient) is a person's data that the reader has no need of.
 */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, CENSORED);
}

/** Every string in a value (a log line, parsed) with its e-mail addresses censored. */
function censorEmailAddresses(value: unknown): unknown {
  if (typeof value === 'string') return withoutEmailAddresses(value);
  if (Array.isArray(value)) return value.map(censorEmailAddresses);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, censorEmailAddresses(inner)]));
  }
  return value;
}

/**
 * A log line as it is written: without an e-mail address wherever the line holds one (a message, an error, a path, a
 * field). The line is read back as JSON rather than searched as text, so that a censored address never breaks it.
 */
function censorLogLine(line: string): string {
  if (!line.includes('@')) return line;
  return `${JSON.stringify(censorEmailAddresses(JSON.parse(line)))}\n`;
}

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

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [detail: string]: unknown;
}

/**
 * An error as a log line shows it: its type, message, stack, code and status, and its causes' messages. A failed
 * query shows its SQL but not its parameters (Drizzle puts them in the message and on the error), which can be an
 * e-mail address, a review token's salt or a bank's reference.
 */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const causes: string[] = [];
  for (let cause = error.cause; cause instanceof Error && causes.length < 5; cause = cause.cause) {
    causes.push(cause.message);
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  // The class's name: some errors (Drizzle's) leave `name` as 'Error'.
  const type = error.constructor.name || error.name;
  return {
    type,
    message: [message, ...causes].join(': '),
    stack: [`${type}: ${message}`, ...stackFrames].join('\n'),
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
  };
}

/**
 * The API's logger: JSON lines, each of a request bound to its id (reqId). Headers are not logged, and should one
 * reach a line anyway, its credentials are censored; so are secrets a log call might pass by name, and any e-mail
 * address anywhere in a line.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: { streamWrite: censorLogLine },
    serializers: {
      err: loggedError,
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
