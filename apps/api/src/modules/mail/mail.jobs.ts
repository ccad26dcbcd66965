import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { enqueueJob, enqueueJobOnce } from '../../jobs/jobs.repository.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';

export const SEND_MAIL = 'mail.send';

const messageSchema = z.object({
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/**
 * Queues an e-mail in the caller's transaction: it is sent once that commits, and retried until it goes. With an
 * idempotency key, an e-mail queued under that key before is not queued again.
 */
export async function queueMail(db: Executor, message: MailMessage, key?: string) {
  if (key === undefined) await enqueueJob(db, SEND_MAIL, { ...message });
  else await enqueueJobOnce(db, `mail:${key}`, SEND_MAIL, { ...message });
}

export function mailJobHandlers({ mailer, metrics }: AppDependencies): Record<string, JobHandler> {
  return {
    [SEND_MAIL]: async (payload) => {
      const message = messageSchema.parse(payload);
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.emailsFailed.inc();
        throw error;
      }
      metrics.emailsSent.inc();
    },
  };
}
