import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, listen } from '@ace/dev-kit';
import { createMailHandler } from './app.ts';
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
  const server = createServer(createMailHandler(config, mailbox));
  const httpPort = await listen(server, config.port, config.host);
  return {
    mailbox,
    httpPort,
    smtpPort: (smtp.server.address() as AddressInfo).port,
    stop: async () => {
      await closeServer(server);
      await new Promise<void>((resolve) => {
        smtp.close(() => {
          resolve();
        });
      });
    },
  };
}
