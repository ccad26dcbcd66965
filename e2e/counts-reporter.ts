import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

interface Outcome {
  file: string;
  title: string;
  status: TestResult['status'];
}

function isFailure(status: TestResult['status']): boolean {
  return status === 'failed' || status === 'timedOut' || status === 'interrupted';
}

/**
 * Writes the run's counts and failed tests where `npm test` adds them up (ACE_TEST_RESULTS_DIR/e2e.json), in vitest's
 * shape, so the browser stories count like every other test. A test counts once, by its final outcome (after any
 * retry).
 */
export default class CountsReporter implements Reporter {
  readonly #outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test
      .titlePath()
      .filter((part) => part !== '')
      .join(' › ');
    this.#outcomes.set(test.id, { file: test.location.file, title, status: result.status });
  }

  /** An error outside any test (the scan of the API's log when the stack stops) fails the run: it counts as a test. */
  onError(error: TestError): void {
    const title = (error.message ?? 'an error outside any test').replaceAll('\n', ' ').slice(0, 500);
    this.#outcomes.set(`error ${String(this.#outcomes.size)}`, { file: 'global-setup.ts', title, status: 'failed' });
  }

  onEnd(): void {
    const dir = process.env.ACE_TEST_RESULTS_DIR;
    if (dir === undefined || dir === '') return;
    const outcomes = [...this.#outcomes.values()];
    const failures = outcomes.filter((outcome) => isFailure(outcome.status));
    const report = {
      numPassedTests: outcomes.filter((outcome) => outcome.status === 'passed').length,
      numFailedTests: failures.length,
      numPendingTests: outcomes.filter((outcome) => outcome.status === 'skipped').length,
      numTodoTests: 0,
      testResults: failures.map((failure) => ({
        name: failure.file,
        assertionResults: [{ status: 'failed', fullName: failure.title }],
      })),
    };
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(report));
  }
}
