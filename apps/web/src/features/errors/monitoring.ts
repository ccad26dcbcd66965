import { TELEMETRY_SAMPLE_RATE } from '@ace/domain';
import { config } from '../../lib/config.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { isNotRegistered } from '@ace/app-core/session';

/** What the monitor receives for an uncaught error: enough to find it, with the user type and id (spec section 8). */
export interface ErrorReport {
  message: string;
  name: string;
  stack: string | null;
  userType: string | null;
  userId: number | null;
  url: string;
  userAgent: string;
  at: string;
}

export function buildReport(error: unknown): ErrorReport {
  const user = sessionStore.get().user;
  const known = error instanceof Error ? error : new Error(String(error));
  return {
    message: known.message,
    name: known.name,
    stack: known.stack ?? null,
    userType: user?.type ?? null,
    userId: user === null || isNotRegistered(user) ? null : user.id,
    url: window.location.href,
    userAgent: navigator.userAgent,
    at: new Date().toISOString(),
  };
}

/** Sends the report to the configured monitoring endpoint (sampled at 100%); without one, only the console has it. */
export function reportError(error: unknown): void {
  console.error(error);
  const url = config.monitoringUrl;
  if (url === null || Math.random() >= TELEMETRY_SAMPLE_RATE) return;
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildReport(error)),
    keepalive: true,
  }).catch(() => undefined);
}
