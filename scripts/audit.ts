/**
 * `npm run audit`: npm's audit of the dependencies that ship (dev tools left out), failing on a high or critical
 * advisory, run only when the registry's advisory service answers. Machines without that service (a registry
 * mirror, no network) print why the audit was skipped and pass: a missing network is not a vulnerability.
 *
 * `--registry URL` audits against another registry (the tests point it at a stand-in); by default npm's own.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;

/** Why the advisory service cannot be used, or null when it answers. */
export async function advisoryServiceProblem(registry: string, timeoutMs = 10_000): Promise<string | null> {
  const url = new URL('-/npm/v1/security/advisories/bulk', registry.endsWith('/') ? registry : `${registry}/`);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `${url.origin} answered HTTP ${response.status} to the advisory request`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return `${url.origin} could not be reached (${cause instanceof Error ? cause.message : String(cause)})`;
  }
}

function configuredRegistry(): string {
  const result = spawnSync('npm', ['config', 'get', 'registry'], { cwd: root, encoding: 'utf8' });
  return result.stdout.trim() || 'https://registry.npmjs.org/';
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { registry: { type: 'string' } } });
  const registry = values.registry ?? configuredRegistry();
  const problem = await advisoryServiceProblem(registry);
  if (problem !== null) {
    console.log(`audit skipped: ${problem}. Run npm run audit where the registry's advisory service answers.`);
    return 0;
  }
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', `--registry=${registry}`, '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  return audit.status ?? 1;
}

if (import.meta.main) process.exitCode = await main();
