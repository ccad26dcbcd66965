import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. The real adapter speaks SMTP; locally that is the mail catcher, in production a relay. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Rejects unless the mail server takes a connection and greets (and signs in, if the URL says how), quickly. */
  check(): Promise<void>;
}

/** How long the readiness check waits for the mail server's connection, greeting and each answer. */
const CHECK_TIMEOUT_MS = 2000;

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  // A connection of its own, with short timeouts, so that a mail server that does not answer leaves no socket open.
  const checking = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async check() {
      await checking.verify();
    },
  };
}
