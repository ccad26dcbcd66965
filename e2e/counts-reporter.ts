import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes the run's counts where `npm test` adds them up (ACE_TEST_RESULTS_DIR/e2e.json), in vitest's shape, so the
 * browser stories count like every other test. A test counts once, by its final outcome (after any retry).
 */
export default class CountsReporter implements Reporter {
  readonly #outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.#outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    const dir = process.env.ACE_TEST_RESULTS_DIR;
    if (dir === undefined || dir === '') return;
    const outcomes = [...this.#outcomes.values()];
    const counts = {
      numPassedTests: outcomes.filter((status) => status === 'passed').length,
      numFailedTests: outcomes.filter(
        (status) => status === 'failed' || status === 'timedOut' || status === 'interrupted',
      ).length,
      numPendingTests: outcomes.filter((status) => status === 'skipped').length,
      numTodoTests: 0,
    };
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(counts));
  }
}
