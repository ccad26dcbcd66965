import { defineConfig } from 'vitest/config';
import { testReporters } from './vitest.shared.ts';

/** The root's own tests: the scripts in scripts/ (the workspaces have configs of their own). */
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts'],
    reporters: testReporters('scripts'),
    testTimeout: 60_000,
  },
});
