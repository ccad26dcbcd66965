import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters as plain } from 'node:util';
import type { Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

interface Outcome {
  file: string;
  title: string;
  status: TestResult['status'];
  /** What went wrong, when it did: the error's message without its colours. */
  failureMessages: string[];
  /** Passed on a later try after failing on an earlier one. */
  flaky: boolean;
}

function isFailure(status: TestResult['status']): boolean {
  return status === 'failed' || status === 'timedOut' || status === 'interrupted';
}

/**
 * Writes the run's counts and failed tests where `npm test` adds them up (ACE_TEST_RESULTS_DIR/e2e.json), in vitest's
 * shape (with each failure's message, its terminal colours taken out, so the tail of a CI log says why), so the
 * browser stories count like every other test. A test counts once, by its final outcome (after any retry); one that
 * passed only on its second try is listed as flaky. Each try's errors are kept, the first try's first.
 */
export default class CountsReporter implements Reporter {
  readonly #outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test
      .titlePath()
      .filter((part) => part !== '')
      .join(' › ');
    const tryName = test.retries > 0 ? `Try ${String(result.retry + 1)}: ` : '';
    this.#outcomes.set(test.id, {
      file: test.location.file,
      title,
      status: result.status,
      // Every try's errors, the first try's first: a passing retry keeps them (they are why the test is listed as
      // flaky), and a test that failed every time is told by its first failure, not only by what its retry met.
      failureMessages: [
        ...(this.#outcomes.get(test.id)?.failureMessages ?? []),
        ...result.errors.map((error) => `${tryName}${plain(error.message ?? error.value ?? 'no message')}`),
      ],
      flaky: test.outcome() === 'flaky',
    });
  }

  /** An error outside any test (the scan of the API's log when the stack stops) fails the run: it counts as a test. */
  onError(error: TestError): void {
    const title = (error.message ?? 'an error outside any test').replaceAll('\n', ' ').slice(0, 500);
    this.#outcomes.set(`error ${String(this.#outcomes.size)}`, {
      file: 'global-setup.ts',
      title,
      status: 'failed',
      failureMessages: [plain(error.stack ?? error.message ?? '')],
      flaky: false,
    });
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
        assertionResults: [{ status: 'failed', fullName: failure.title, failureMessages: failure.failureMessages }],
      })),
      flakyTests: outcomes
        .filter((outcome) => outcome.flaky)
        .map((outcome) => ({ name: `${outcome.file} › ${outcome.title}`, failureMessages: outcome.failureMessages })),
    };
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(report));
  }
}
