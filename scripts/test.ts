/**
 * `npm test`: typecheck, lint, then every workspace's tests. Fails when any step fails or when no test ran, and
 * ends with the failed tests by name (so the tail of a CI log says what broke) and one line that adds the counts up:
 * `tests: N passed, N failed`.
 *
 * The steps run in lanes side by side, the steps of one lane one after another: the browser stories (the longest
 * step, much of it spent waiting on pages) in a lane of their own, beside the checks and the other workspaces'
 * tests. A step's output is printed whole when it ends, so lanes never interleave their lines.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    .map((dir) => dir.slice(root.length + 1))
    .sort();
}

function workspaceStep(workspace: string): Step {
  return { name: `test ${workspace}`, args: ['run', 'test', '--prefix', join(root, workspace)] };
}

/** Runs one step with its output in a file, then prints that output whole; true when it passed. */
async function run(step: Step, env: NodeJS.ProcessEnv, logDir: string): Promise<boolean> {
  console.log(`▶ ${step.name}`);
  const started = performance.now();
  const logPath = join(logDir, `${step.name.replaceAll(/[^a-z0-9]+/gi, '-')}.log`);
  const log = createWriteStream(logPath);
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', () => {
      resolve(null);
    });
    child.on('close', (code) => {
      resolve(code);
    });
  });
  await new Promise<void>((resolve) => log.end(resolve));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  console.log(`\n──── ${step.name} ────\n${readFileSync(logPath, 'utf8')}`);
  console.log(`${ok ? '✔' : '✘'} ${step.name} (${seconds} s)\n`);
  return ok;
}

/** Runs a lane's steps one after another (each runs even when one before it failed); the names of those that failed. */
async function runLane(steps: readonly Step[], env: NodeJS.ProcessEnv, logDir: string): Promise<string[]> {
  const failed: string[] = [];
  for (const step of steps) {
    if (!(await run(step, env, logDir))) failed.push(step.name);
  }
  return failed;
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
const logDir = mkdtempSync(join(tmpdir(), 'ace-test-logs-'));
const env = { ...process.env, ACE_TEST_RESULTS_DIR: resultsDir };
const workspaces = workspacesWithTests();
const browserStories = 'e2e';
const api = 'apps/api';
const lanes: Step[][] = [
  workspaces.includes(browserStories) ? [workspaceStep(browserStories)] : [],
  [{ name: 'typecheck', args: ['run', 'typecheck'] }, ...(workspaces.includes(api) ? [workspaceStep(api)] : [])],
  [
    { name: 'lint', args: ['run', 'lint'] },
    { name: 'test scripts', args: ['exec', '--no', '--', 'vitest', 'run'] },
    ...workspaces.filter((workspace) => workspace !== browserStories && workspace !== api).map(workspaceStep),
  ],
];

const started = performance.now();
const failedSteps = (await Promise.all(lanes.map((lane) => runLane(lane, env, logDir)))).flat();
const reports = readReports(resultsDir);
rmSync(resultsDir, { recursive: true, force: true });
rmSync(logDir, { recursive: true, force: true });

const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
const failed = reports.reduce((sum, report) => sum + report.numFailedTests, 0);
const skipped = reports.reduce((sum, report) => sum + report.numPendingTests + report.numTodoTests, 0);

console.log(`All steps: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
const failedTests = reports.flatMap(failedTestNames);
if (failedTests.length > 0) console.log(['Failed tests:', ...failedTests.map((name) => `  ✘ ${name}`)].join('\n'));
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
if (passed + failed === 0) console.log('No test ran: that is a failure.');
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0;
