import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    reporters: testReporters('web'),
    testTimeout: 20_000,
    // Files share their worker's modules and jsdom rather than each starting its own: a clean CI run spent about three
    // seconds starting each of 52 files. The setup file clears what a file could leave behind for the next.
    isolate: false,
  },
});
