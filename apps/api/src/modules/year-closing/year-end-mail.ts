import { defaultLocale, schoolYearRange, translate, yearEndNotes, yearEndSummaries } from '@ace/domain';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { withLocale } from '../../i18n/request-locale.ts';
import { listSettlements } from '../awards/awards.repository.ts';
import { yearEndMail } from '../mail/mail-templates.ts';
import { mailWriter, queueMail, type MailKind, type MailWriter } from '../mail/mail.jobs.ts';
import { readSchoolYears } from '../school-years/school-years.service.ts';
import { findChildWithParent } from './year-closing.repository.ts';

/** The parent's e-mail of a closed year, as its job keeps it: the child and the year. */
const YEAR_END_MAIL = {
  name: 'year-end',
  facts: z.object({ childId: z.number().int().positive(), schoolYear: z.number().int() }),
} satisfies MailKind<Record<string, unknown>>;

/**
 * Queues the parent's e-mail of what became of their child's unspent funds of a closed year, in the settlement's
 * transaction, once per child and year (a hold released later changes the card, not the inbox).
 */
export async function notifyYearEnd(db: Executor, childId: number, schoolYear: number) {
  await queueMail(
    db,
    YEAR_END_MAIL,
    { childId, schoolYear },
    `year-end:${String(schoolYear)}:child:${String(childId)}`,
  );
}

/** Writes the year-end e-mail when it is sent, from the year's settlements then, in the parent's language. */
export function yearEndMailWriters({ config }: AppDependencies): Record<string, MailWriter> {
  return mailWriter(YEAR_END_MAIL, async (db, { childId, schoolYear }) => {
    const found = await findChildWithParent(db, childId);
    if (found === undefined) return undefined;
    const years = await readSchoolYears(db);
    const summary = yearEndSummaries(await listSettlements(db, [childId]), years).find(
      (yearEnd) => yearEnd.schoolYear === schoolYear,
    );
    if (summary === undefined) return undefined;
    return withLocale(found.language ?? defaultLocale, () =>
      yearEndMail(
        found.email,
        {
          child: `${found.firstName} ${found.lastName}`,
          year: schoolYearRange(schoolYear),
          notes: yearEndNotes(summary, translate),
          dashboard: `${config.publicUrl}/dashboard`,
        },
        config.supportEmail,
      ),
    );
  });
}
