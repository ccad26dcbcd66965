import { z } from 'zod';

/**
 * The headers of the apps' pages: the web app (apps/web/dist) and the native app's web build (apps/mobile/dist-web).
 * The one copy of them: the local gateway and the API's production start send them; any other way of serving the
 * builds sends the same (README, "The local stack").
 */

/** An absolute http(s) address, normalised by the platform's URL parser (host lower-cased, default port dropped). */
const absoluteAddress = z.url({ protocol: /^https?$/, normalize: true });

/** The origins of the addresses that are not on this origin (absolute URLs, not paths), each once. */
function otherOrigins(addresses: readonly string[]): string[] {
  const origins = addresses.flatMap((address) => {
    const parsed = absoluteAddress.safeParse(address);
    if (!parsed.success) return [];
    const withoutCredentials = parsed.data.replace(/^(https?:\/\/)[^/@]*@/, '$1');
    return /^https?:\/\/[^/]+/.exec(withoutCredentials)?.[0] ?? [];
  });
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of the apps' pages. Scripts come only from the builds' own files (neither build has an
 * inline script), so an injected script does not run. Styles may be inline: Mantine and react-native-web put them in
 * <style> elements at run time, and a nonce would need a server that rewrites every page. Images are the portal's
 * own (claim files under /api/files), or data: and blob: URLs of files a person picks. The apps call their own origin,
 * plus the origins of `connectTo`, the addresses the builds call that may be elsewhere (VITE_OIDC_ISSUER,
 * VITE_BANK_API_URL, VITE_MONITORING_URL; paths are this origin). Sign-in opens a window, never a frame; no page
 * starts a worker, posts a form natively or may be framed.
 */
export function contentSecurityPolicy(connectTo: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${["'self'", ...otherOrigins(connectTo)].join(' ')}`,
    "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Review screens approve and reject claims, so no other site may frame them (clickjacking), and their address holds
 * the review token, so a Referer header names the origin only, never the page (strict-origin: unlike no-referrer,
 * same-origin requests keep a real Origin header).
 */
export function pageHeaders(connectTo: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectTo),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin',
  };
}
