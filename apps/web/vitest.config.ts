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
  },
});
