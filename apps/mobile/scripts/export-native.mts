/**
 * Exports the Android and iOS bundles (Hermes bytecode) with `expo export`, as EAS does before a store build, and
 * prints their sizes; `--platform android` exports one. The bundles go to a temporary folder that is removed
 * afterwards. `npm test` exports Android's only (scripts/test.mts says why).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from 'node:process';

const appDir = join(import.meta.dirname, '..');
const allPlatforms = ['android', 'ios'] as const;
const asked = process.argv.indexOf('--platform');
const platforms = asked === -1 ? allPlatforms : allPlatforms.filter((platform) => platform === process.argv[asked + 1]);
if (platforms.length === 0) throw new Error(`--platform takes one of: ${allPlatforms.join(', ')}`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

const outputDir = mkdtempSync(join(tmpdir(), 'ace-mobile-export-'));
let failed = false;
try {
  for (const platform of platforms) {
    const target = join(outputDir, platform);
    const started = performance.now();
    const result = spawnSync('npx', ['expo', 'export', '--platform', platform, '--output-dir', target], {
      cwd: appDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, CI: '1' },
    });
    if (result.status !== 0) {
      console.error(`✘ expo export --platform ${platform} failed`);
      failed = true;
      continue;
    }
    const bundles = filesUnder(join(target, '_expo', 'static', 'js', platform));
    const bytes = bundles.reduce((sum, file) => sum + statSync(file).size, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`✔ ${platform} bundle: ${megabytes(bytes)} (${bundles.length} file, exported in ${seconds} s)`);
  }
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
