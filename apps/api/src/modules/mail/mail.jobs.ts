import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import {
  dropFieldsOfFailedJobs,
  enqueueJob,
  enqueueJobOnce,
  forgetDoneJobsOfKind,
} from '../../jobs/jobs.repository.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';

export const SEND_MAIL = 'mail.send';
export const FORGET_SENT_MAIL = 'mail.forget-sent';
const FORGET_SENT_MAIL_EVERY_MS = 60 * 60_000;

/**
 * A kind of e-mail as its job keeps it (issue 29): the facts it is written from when it is sent (a claim's id, a
 * step, a language), never an address, a name, an amount or a review link, so that the jobs table, and a copy of the
 * database, holds no open review and no family's business. The facts are read back with `facts` when the job runs.
 */
export interface MailKind<Facts extends Record<string, unknown>> {
  name: string;
  facts: z.ZodType<Facts>;
}

/**
 * Writes the e-mail of a job as things stand when it is sent, in a transaction of its own that commits before the
 * e-mail goes (a review link it opens is kept even if sending fails); undefined when there is nothing left to send
 * (the claim has moved on, no one reads that language any more).
 */
export type MailWriter = (db: Executor, payload: Record<string, unknown>) => Promise<MailMessage | undefined>;

/** The writer of a kind of e-mail, for mailJobHandlers: its facts read back, then written by `write`. */
export function mailWriter<Facts extends Record<string, unknown>>(
  kind: MailKind<Facts>,
  write: (db: Executor, facts: Facts) => Promise<MailMessage | undefined>,
): Record<string, MailWriter> {
  return { [kind.name]: (db, payload) => write(db, kind.facts.parse(payload)) };
}

/**
 * Queues an e-mail in the caller's transaction: it is written and sent once that commits (or at `runAt`, a reminder),
 * and retried until it goes. With an idempotency key, an e-mail queued under that key before is not queued again.
 */
export async function queueMail<Facts extends Record<string, unknown>>(
  db: Executor,
  kind: MailKind<Facts>,
  facts: Facts,
  key?: string,
  runAt?: Date,
) {
  const payload = { ...facts, mail: kind.name };
  if (key === undefined) await enqueueJob(db, SEND_MAIL, payload, runAt);
  else await enqueueJobOnce(db, `mail:${key}`, SEND_MAIL, payload, runAt);
}

/**
 * An e-mail queued before issue 29 holds its message written out. Nothing could write it again, so it is sent as it
 * is and then forgotten like any other; a job of that shape is queued by nothing now.
 */
const writtenOutSchema = z.strictObject({
  to: z.array(z.string()).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
const WRITTEN_OUT_FIELDS = Object.keys(writtenOutSchema.shape);

const kindOfMailSchema = z.object({ mail: z.string() });

async function mailOfJob(
  db: Database,
  writers: Readonly<Record<string, MailWriter>>,
  payload: Record<string, unknown>,
): Promise<MailMessage | undefined> {
  const writtenOut = writtenOutSchema.safeParse(payload);
  if (writtenOut.success) return writtenOut.data;
  const { mail } = kindOfMailSchema.parse(payload);
  const write = writers[mail];
  if (!write) throw new Error(`No writer for e-mails of kind ${mail}`);
  return db.transaction((tx) => write(tx, payload));
}

/**
 * Sends each queued e-mail, written by the writer of its kind; a sent one (or one with nothing left to send) leaves
 * nothing in the jobs table but its key.
 */
export function mailJobHandlers(
  { db, mailer, metrics }: AppDependencies,
  writers: Readonly<Record<string, MailWriter>>,
): Record<string, JobHandler> {
  return {
    [SEND_MAIL]: async (payload, job) => {
      job.forgetWhenDone();
      const message = await mailOfJob(db, writers, payload);
      if (message !== undefined) {
        try {
          await mailer.send(message);
        } catch (error) {
          metrics.emailsFailed.inc();
          throw error;
        }
        metrics.emailsSent.inc();
      }
    },
  };
}

/**
 * Empties what e-mails left in the jobs table before they were forgotten when sent (rows of earlier versions, or of a
 * runner stopped between sending and forgetting): done ones keep only their key, given-up ones lose a written-out
 * message and keep their facts, so that they can still be sent again.
 */
export function mailRecurringJobs({ db }: AppDependencies): RecurringJob[] {
  return [
    {
      kind: FORGET_SENT_MAIL,
      intervalMs: FORGET_SENT_MAIL_EVERY_MS,
      run: async () => {
        await forgetDoneJobsOfKind(db, SEND_MAIL);
        await dropFieldsOfFailedJobs(db, SEND_MAIL, WRITTEN_OUT_FIELDS);
      },
    },
  ];
}
