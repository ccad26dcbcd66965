import { join } from 'node:path';
import { startStandInProcess } from './stand-in-process.ts';

/** The mail catcher's server, started as its own process: the API's tests import nothing of another app. */
const DEV_MAIL_SERVER = join(import.meta.dirname, '..', '..', 'dev-mail', 'src', 'server.ts');

/** A caught message, as the catcher's JSON API lists it (the fields the tests read). */
export interface CaughtMail {
  subject: string;
  to: string[];
  text: string;
}

export interface TestMailCatcher {
  /** The port its SMTP listener takes mail on. */
  smtpPort: number;
  /** Every message caught so far, oldest first. */
  messages(): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}

/** apps/dev-mail, the stack's mail catcher, on free ports with a state directory of its own, as `npm start` runs it. */
export async function startTestMailCatcher(): Promise<TestMailCatcher> {
  const catcher = await startStandInProcess(
    'dev-mail',
    DEV_MAIL_SERVER,
    { PORT: '0', SMTP_PORT: '0', MAX_MESSAGES: '100000' },
    /dev-mail: SMTP on [^:]+:(\d+), page on (\S+)/,
  );
  const smtpPort = Number(catcher.said[1]);
  const page = catcher.said[2] ?? '';
  return {
    smtpPort,
    async messages() {
      const response = await fetch(`${page}/api/messages`);
      if (!response.ok) throw new Error(`dev-mail /api/messages: ${response.status}`);
      const { messages } = (await response.json()) as { messages: CaughtMail[] };
      // The catcher lists the newest first.
      return messages.reverse();
    },
    stop: () => catcher.stop(),
  };
}
