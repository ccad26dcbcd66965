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
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
