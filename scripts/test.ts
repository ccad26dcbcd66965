/**
 * `npm test`: typecheck, lint, then every workspace's tests. Fails when any step fails or when no test ran, and
 * ends with the failed tests by name (so the tail of a CI log says what broke) and one line that adds the counts up:
 * `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Step {
  name: string;
  args: string[];
}

/** What vitest's and jest's JSON reporters write, and what e2e/counts-reporter.ts writes in their shape. */
interface RunnerReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; assertionResults: { status: string; fullName: string }[] }[];
}

const root = join(import.meta.dirname, '..');

function workspacesWithTests(): string[] {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return rootManifest.workspaces
    .flatMap((pattern) => {
      // 'apps/*' names every folder in apps/; a plain path ('e2e') names one workspace.
      if (!pattern.endsWith('/*')) return [join(root, pattern)];
      const parent = join(root, pattern.slice(0, -2));
      return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
    })
    .filter((dir) => {
      const manifestPath = join(dir, 'package.json');
      if (!existsSync(manifestPath)) return false;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { scripts?: Record<string, string> };
      return manifest.scripts?.test !== undefined;
    })
    .sort();
}

function run(step: Step, env: NodeJS.ProcessEnv): boolean {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const result = spawnSync('npm', step.args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
  return ok;
}

function readReports(dir: string): RunnerReport[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as RunnerReport);
}

function failedTestNames(report: RunnerReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name} › ${test.fullName}`),
  );
}

const resultsDir = mkdtempSync(join(tmpdir(), 'ace-test-results-'));
const env = { ...process.env, ACE_TEST_RESULTS_DIR: resultsDir };
const steps: Step[] = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'test scripts', args: ['exec', '--no', '--', 'vitest', 'run'] },
  ...workspacesWithTests().map((dir) => ({
    name: `test ${dir.slice(root.length + 1)}`,
    args: ['run', 'test', '--prefix', dir],
  })),
];

const failedSteps = steps.filter((step) => !run(step, env)).map((step) => step.name);
const reports = readReports(resultsDir);
rmSync(resultsDir, { recursive: true, force: true });

const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
const failed = reports.reduce((sum, report) => sum + report.numFailedTests, 0);
const skipped = reports.reduce((sum, report) => sum + report.numPendingTests + report.numTodoTests, 0);

console.log('');
const failedTests = reports.flatMap(failedTestNames);
if (failedTests.length > 0) console.log(['Failed tests:', ...failedTests.map((name) => `  ✘ ${name}`)].join('\n'));
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
if (passed + failed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0;
