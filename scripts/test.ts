/**
 * `npm test`: typecheck, lint and every workspace's tests, in three lanes at once (below). Fails when any step fails or
 * when no test ran, and ends with the failed tests by name (so the tail of a CI log says what broke) and one line that
 * adds the counts up: `tests: N passed, N failed`.
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
  testResults?: {
    name: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
  /** Browser stories that passed only on a second try (e2e/counts-reporter.ts). */
  flakyTests?: { name: string; failureMessages: string[] }[];
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

/** Seconds of a `times` figure such as `1m2.345s`. */
function secondsOf(figure: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(figure);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/**
 * The CPU time (user and system) a step's processes used, from bash's `times` after the step: its second line is the
 * children's. On a machine whose cores every lane shares, the wall time says little of a step's cost; the CPU time
 * does, and the sum of the steps' over the cores is the least the whole run can take (ADR 0026).
 */
function cpuSecondsOf(timesFile: string): number {
  const lines = existsSync(timesFile) ? readFileSync(timesFile, 'utf8').trim().split('\n') : [];
  const children = lines[1]?.trim().split(/\s+/) ?? [];
  return children.reduce((sum, figure) => sum + secondsOf(figure), 0);
}

const cpuByStep = new Map<string, number>();

/**
 * Runs a step to its end: its output straight through, or, with `together`, kept and printed whole when it ends, so
 * that steps run side by side do not mix their lines. Its wall and CPU time are printed when it ends.
 */
function run(step: Step, env: NodeJS.ProcessEnv, together = false): Promise<boolean> {
  const started = performance.now();
  if (!together) console.log(`\n▶ ${step.name}`);
  const timesFile = join(resultsDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.times`);
  const child = spawn('bash', ['-c', 'npm "$@"; status=$?; times > "$0"; exit $status', timesFile, ...step.args], {
    cwd: root,
    stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const cpu = cpuSecondsOf(timesFile);
      cpuByStep.set(step.name, cpu);
      const ok = status === 0;
      if (together) process.stdout.write(`\n▶ ${step.name}\n${output}`);
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s, CPU ${cpu.toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

function readReports(dir: string): RunnerReport[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as RunnerReport);
}

/** A test's file from the repository's root. */
function fromRoot(path: string): string {
  return path.startsWith(root) ? path.slice(root.length + 1) : path;
}

/** The first lines of a failure's first two messages, indented under its test: why, without the whole trace. */
function why(messages: readonly string[] | undefined): string[] {
  // A browser story's messages are its tries' (e2e/counts-reporter.ts): the first two say why it failed each time.
  return (messages ?? []).slice(0, 2).flatMap((message) =>
    message
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 12)
      .map((line) => `      ${line}`),
  );
}

function failedTests(report: RunnerReport): string[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .flatMap((test) => [`  ✘ ${fromRoot(file.name)} › ${test.fullName}`, ...why(test.failureMessages)]),
  );
}

/**
 * A lane: runs steps one after another, each printed whole when it ends, taking the next from the first of `queues`
 * until it is empty, then from the next (other lanes take from the same queues); answers the steps that failed.
 */
async function lane(queues: Step[][], env: NodeJS.ProcessEnv): Promise<Step[]> {
  const failed: Step[] = [];
  for (const queue of queues) {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      console.log(`… ${step.name} started`);
      if (!(await run(step, env, true))) failed.push(step);
    }
  }
  return failed;
}

const resultsDir = mkdtempSync(join(tmpdir(), 'ace-test-results-'));
// vitest leaves one core free by default, which on two cores is half the machine (ADR 0026; jest: apps/mobile).
const workers = String(availableParallelism());
const env = { ...process.env, ACE_TEST_RESULTS_DIR: resultsDir, VITEST_MAX_WORKERS: workers };
const workspaceSteps = workspacesWithTests().map((dir) => ({
  name: `test ${dir.slice(root.length + 1)}`,
  args: ['run', 'test', '--prefix', dir],
}));
const stepNamed = (name: string): Step[] => workspaceSteps.filter((step) => step.name === name);
// The browser stories mostly wait (on a browser, the stack's servers): measured under load, they kept less than half a
// core busy, and they are the longest step. So they start at once in a lane of their own, and two more lanes take the
// other steps from one queue, the longest first (the API's tests, the lint, the type checker, the native app, the
// web), each the next step as soon as its last one ends; the stories' lane joins them when the stories end (ADR 0026).
const browserStories = stepNamed('test e2e');
const queue: Step[] = [
  ...stepNamed('test apps/api'),
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'typecheck', args: ['run', 'typecheck'] },
  ...['test apps/mobile', 'test apps/web', 'test apps/gateway', 'test packages/domain'].flatMap(stepNamed),
  { name: 'test scripts', args: ['exec', '--no', '--', 'vitest', 'run'] },
];
const placed = new Set([...browserStories, ...queue].map((step) => step.name));
queue.push(...workspaceSteps.filter((step) => !placed.has(step.name)));

const lanes = [lane([browserStories, queue], env), lane([queue], env), lane([queue], env)];
const failedSteps = (await Promise.all(lanes)).flat().map((step) => step.name);
const reports = readReports(resultsDir);
rmSync(resultsDir, { recursive: true, force: true });
const cpuTotal = [...cpuByStep.values()].reduce((sum, cpu) => sum + cpu, 0);
console.log(
  `\nCPU time by step: ${[...cpuByStep].map(([name, cpu]) => `${name} ${cpu.toFixed(0)} s`).join(', ')}; ` +
    `${cpuTotal.toFixed(0)} s in all, ${(cpuTotal / availableParallelism()).toFixed(0)} s over ${workers} cores`,
);

const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
const failed = reports.reduce((sum, report) => sum + report.numFailedTests, 0);
const skipped = reports.reduce((sum, report) => sum + report.numPendingTests + report.numTodoTests, 0);

console.log('');
const flaky = reports.flatMap((report) =>
  (report.flakyTests ?? []).flatMap((test) => [`  ~ ${fromRoot(test.name)}`, ...why(test.failureMessages)]),
);
if (flaky.length > 0) console.log(['Passed only on a second try:', ...flaky].join('\n'));
const failures = reports.flatMap(failedTests);
if (failures.length > 0) console.log(['Failed tests:', ...failures].join('\n'));
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
if (passed + failed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0;
