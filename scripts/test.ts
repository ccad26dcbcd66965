/**
 * `npm test`: typecheck, lint, then every workspace's tests. Fails when any step fails or when no test ran, and
 * ends with the failed tests by name (so the tail of a CI log says what broke) and one line that adds the counts up:
 * `tests: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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

/**
 * Runs a step to its end: its output straight through, or, with `together`, kept and printed whole when it ends, so
 * that steps run side by side do not mix their lines.
 */
function run(step: Step, env: NodeJS.ProcessEnv, together = false): Promise<boolean> {
  const started = performance.now();
  if (!together) console.log(`\n▶ ${step.name}`);
  const child = spawn('npm', step.args, { cwd: root, stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      if (together) process.stdout.write(`\n▶ ${step.name}\n${output}`);
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)`);
      resolve(ok);
    });
  });
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

/**
 * Runs steps two at a time (each printed whole when it ends), as two small runners keep two cores busier than one
 * runner with two workers that spends its time starting up.
 */
async function runInPairs(queue: Step[], env: NodeJS.ProcessEnv): Promise<Step[]> {
  const failed: Step[] = [];
  const next = async (): Promise<void> => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      if (!(await run(step, env, true))) failed.push(step);
    }
  };
  await Promise.all([next(), next()]);
  return failed;
}

const resultsDir = mkdtempSync(join(tmpdir(), 'ace-test-results-'));
// vitest leaves one core free by default, which on two cores is half the machine (ADR 0026; jest: apps/mobile).
const workers = String(availableParallelism());
const env = { ...process.env, ACE_TEST_RESULTS_DIR: resultsDir, VITEST_MAX_WORKERS: workers };
// The type checker and the linters each use one core: they run side by side. Then the small workspaces two at a
// time, then the API's tests and the browser stories, each of which spreads its own work over the cores.
const checks: Step[] = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'lint', args: ['run', 'lint'] },
];
const workspaceSteps = workspacesWithTests().map((dir) => ({
  name: `test ${dir.slice(root.length + 1)}`,
  args: ['run', 'test', '--prefix', dir],
}));
// The web's component tests run alone: beside another run, Mantine's pickers opened by a click in jsdom sometimes
// never showed (a clean CI run failed so twice; alone, as before ADR 0026, they never did).
const large = new Set(['test apps/web', 'test apps/api', 'test e2e']);
// The longest of the small ones first (a clean CI run: the app with its two bundles ~170 s, the gateway's stack
// ~60 s, the domain ~30 s, the rest ~10 s each), so that the short ones fill in behind them.
const longestFirst = ['test apps/mobile', 'test apps/gateway', 'test packages/domain'];
const rank = (step: Step) => {
  const index = longestFirst.indexOf(step.name);
  return index === -1 ? longestFirst.length : index;
};
const small: Step[] = [
  { name: 'test scripts', args: ['exec', '--no', '--', 'vitest', 'run'] },
  ...workspaceSteps.filter((step) => !large.has(step.name)),
].sort((a, b) => rank(a) - rank(b));

const failedSteps: string[] = [];
const checked = await Promise.all(checks.map((step) => run(step, env, true)));
failedSteps.push(...checks.filter((_, index) => !checked[index]).map((step) => step.name));
failedSteps.push(...(await runInPairs(small, env)).map((step) => step.name));
for (const step of workspaceSteps.filter((step) => large.has(step.name))) {
  if (!(await run(step, env))) failedSteps.push(step.name);
}
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
