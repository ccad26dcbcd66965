/**
 * The native app's `npm test`: the screens' tests (jest-expo), then the Android bundle exported with Metro exactly
 * as a store build makes it (scripts/export-native.mts), which proves it compiles. Under the
 * root's `npm test` (ACE_TEST_RESULTS_DIR set) jest also writes its counts as JSON for the root to add up.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const resultsDir: unknown = process.env.ACE_TEST_RESULTS_DIR;
// jest leaves one core free by default, which on two cores is half the machine (ADR 0026).
const jestArgs = ['jest', '--ci', `--maxWorkers=${String(availableParallelism())}`];
if (typeof resultsDir === 'string' && resultsDir !== '') {
  jestArgs.push('--json', `--outputFile=${join(resultsDir, 'mobile.json')}`);
}

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { cwd: appDir, stdio: 'inherit' }).status === 0;
}

const testsPassed = run('npx', jestArgs);
// The Android bundle proves Metro bundles every module for a phone; the iOS bundle took as long again (167 s of a
// clean CI run) and proves little more: jest's preset is iOS's, so the screens' tests already resolve each module's
// iOS file (platform.ios.ts, store-page.ios.ts). `npm run export:native` exports both.
const exported = run(process.execPath, [join(appDir, 'scripts', 'export-native.mts'), '--platform', 'android']);
process.exitCode = testsPassed && exported ? 0 : 1;
