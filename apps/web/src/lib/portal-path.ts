/**
 * The path and query of a link to this portal (a review link the API made), to open it through the router in the
 * same tab; null for another address (a misconfigured server), to open as it is.
 */
export function inAppPath(link: string): string | null {
  const url = URL.parse(link);
  return url !== null && url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
}
