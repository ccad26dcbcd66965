import type { AddressInfo } from 'node:net';
import { createMailApp } from './app.ts';
import type { MailConfig } from './config.ts';
import { Mailbox } from './mailbox.ts';
import { createSmtpServer } from './smtp.ts';

export interface RunningMailCatcher {
  mailbox: Mailbox;
  httpPort: number;
  smtpPort: number;
  stop: () => Promise<void>;
}

/** The SMTP listener and the page, both on their configured ports (0 picks free ones). */
export async function startMailCatcher(config: MailConfig): Promise<RunningMailCatcher> {
  const mailbox = new Mailbox(config.stateDir, config.maxMessages);
  const smtp = createSmtpServer(mailbox);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(config.smtpPort, config.smtpHost, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const app = createMailApp(config, mailbox);
  await app.listen({ port: config.port, host: config.host });
  const httpPort = (app.server.address() as AddressInfo).port;
  return {
    mailbox,
    httpPort,
    smtpPort: (smtp.server.address() as AddressInfo).port,
    stop: async () => {
      await app.close();
      await new Promise<void>((resolve) => {
        smtp.close(() => {
          resolve();
        });
      });
    },
  };
}
