import type { BrowserContext } from '@playwright/test';

/** A Content-Security-Policy violation, as a page's securitypolicyviolation event reports it. */
export interface CspViolation {
  page: string;
  /** The directive that refused, e.g. script-src-elem. */
  directive: string;
  /** What was refused: a URL, or `inline` / `eval`. */
  blocked: string;
  /** Where: the script or page, with its line. */
  source: string;
}

const BINDING = '__aceCspViolation';

function field(value: unknown, name: string): string {
  const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
  return typeof found === 'string' ? found : '';
}

/**
 * Collects the violations of every page and frame of a browser context (the app, the sign-in window, the
 * stand-ins' pages) into the list answered, as the browser reports them.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, (source, violation: unknown) => {
    violations.push({
      page: source.page.url(),
      directive: field(violation, 'directive'),
      blocked: field(violation, 'blocked'),
      source: field(violation, 'source'),
    });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report: unknown = Reflect.get(window, binding);
      if (typeof report !== 'function') return;
      const violation: Omit<CspViolation, 'page'> = {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${String(event.lineNumber)}`,
      };
      Reflect.apply(report, window, [violation]);
    });
  }, BINDING);
  return violations;
}
