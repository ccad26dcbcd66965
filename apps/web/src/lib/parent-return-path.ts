import { matchPath } from 'react-router';
import { parentPaths } from './paths.ts';

/** Where a parent's sign-in may send them back to: only one of the parent's own pages here, never another site. */
export function parentReturnPathFrom(search: string): string | null {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (!returnTo?.startsWith('/')) return null;
  const base = 'https://portal.invalid';
  const url = new URL(returnTo, base);
  if (url.origin !== base || !parentPaths.some((path) => matchPath(path, url.pathname) !== null)) return null;
  return url.pathname + url.search;
}
