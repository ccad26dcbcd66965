import { startStack } from './support/stack.ts';

/** Starts the stack once for every story, and hands its addresses to the workers; the function returned stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_SMTP_URL = stack.smtpUrl;
  return stack.stop;
}
