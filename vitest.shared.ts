import { join } from 'node:path';

type Reporter = string | [string, Record<string, unknown>];

/**
 * The reporters of a workspace's vitest run. Under `npm test` (scripts/test.ts sets ACE_TEST_RESULTS_DIR) each
 * workspace also writes its counts as JSON, so the root can add them up and refuse a run in which no test ran.
 */
export function testReporters(workspace: string): Reporter[] {
  const resultsDir = process.env.ACE_TEST_RESULTS_DIR;
  if (resultsDir === undefined || resultsDir === '') return ['default'];
  return ['default', ['json', { outputFile: join(resultsDir, `${workspace}.json`) }]];
}
