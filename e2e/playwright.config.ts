import { defineConfig } from '@playwright/test';

/**
 * Browser stories of the whole stack in Debian's Chromium (never a downloaded browser). The stack is started once
 * (global-setup.ts); stories that change what others see run in order: first sign-ins (terms accepted once per
 * account), then the stories at 1280 and at 375 px, then bank linking, which changes a parent's bank for good.
 */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./counts-reporter.ts']],
  outputDir: './test-results',
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
  },
  projects: [
    { name: 'first-sign-in', testMatch: /first-sign-in\.spec\.ts$/ },
    {
      name: 'desktop',
      testMatch: /stories\/.*\.spec\.ts$/,
      dependencies: ['first-sign-in'],
      use: { viewport: desktop },
    },
    {
      name: 'phone',
      testMatch: /stories\/.*\.spec\.ts$/,
      dependencies: ['first-sign-in'],
      use: { viewport: phone, hasTouch: true },
    },
    { name: 'bank', testMatch: /bank\.spec\.ts$/, dependencies: ['desktop', 'phone'] },
  ],
});
