import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.ts';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/** An SMTP listener that takes any mail without authentication and keeps it in the mailbox. Local use only. */
export function createSmtpServer(mailbox: Mailbox): SMTPServer {
  return new SMTPServer({
    name: 'dev-mail.localhost',
    banner: 'ACE Portal mail catcher (local development)',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('The message is larger than 25 MB.'), { responseCode: 552 }));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        mailbox.store(Buffer.concat(chunks), envelope).then(
          () => {
            callback();
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
  });
}
