import { isUnder } from '@ace/dev-kit';

const ORIGIN = 'http://stand-in';

/** A resource's id in a route's path: a UUID (Fastify's regular-expression parameter). */
export const ID = ':id([0-9a-f-]{36})';

/** A request's path below the base path (`/` for the base path itself), or undefined when it is not below it. */
export function pathBelow(url: string, basePath: string): string | undefined {
  const { pathname } = new URL(url, ORIGIN);
  return isUnder(pathname, basePath) ? pathname.slice(basePath.length) || '/' : undefined;
}

/** A request's query, read as the bank always has: the first value of a repeated name counts. */
export function queryOf(url: string): URLSearchParams {
  return new URL(url, ORIGIN).searchParams;
}
