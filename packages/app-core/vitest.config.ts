import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: testReporters('app-core'),
  },
});
