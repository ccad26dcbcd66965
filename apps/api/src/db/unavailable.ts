/**
 * Whether an error means the database cannot serve now (stopped, restarting, unreachable, out of connections) rather
 * than that a statement was wrong: the error handler answers such a request 503, not 500 (issue 33). Drizzle wraps
 * the driver's error (`cause`), and a connection to a host of several addresses fails with an AggregateError, so the
 * whole chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!(next instanceof Error) || seen.has(next)) continue;
    seen.add(next);
    if (meansUnavailable(next)) return true;
    pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
  }
  return false;
}

/**
 * SQLSTATEs of a server that cannot take the statement now: class 08 (connection exception); 53300 (too many
 * connections); 57P01 to 57P03 (shut down by an administrator, after a crash, or starting up or shutting down).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;

/** The socket's own failures, when the server's address cannot be reached or the connection is cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says, without a code, of a connection it lost, never had, or waited too long for. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

function meansUnavailable(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
}
