import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
  DEMO_PROGRAMME_YEARS,
  type DemoChild,
  type DemoParent,
} from '@ace/demo-data';
import {
  addBusinessDays,
  dollarsToCents,
  formatMoney,
  programmeDate,
  programmeHourOf,
  rulesYear,
  type Cents,
  type ClaimStatus,
  type NonAceServiceProvider,
  type PayTo,
  type ProgrammeYears,
  type ServiceCategory,
} from '@ace/domain';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  setParentBank,
  upsertAwardedChild,
  upsertMeritCs,
  upsertParentByEmail,
  upsertServiceProvider,
} from '../modules/awards/registrations.repository.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { replaceInstalments, upsertChildAward } from '../modules/awards/awards.repository.ts';
import { insertTransfer, updateTransfer } from '../modules/bank/payouts.repository.ts';
import { statusValues } from '../modules/claims/claim-wait-state.ts';
import { hasClaims, insertClaim, insertClaimEvent, insertClaimFiles } from '../modules/claims/claims.repository.ts';
import { seedProviderReminders } from '../modules/deadlines/provider-reminders.ts';
import { closeReviewTokens, issueReviewToken, reviewTokenSecret } from '../modules/review-tokens/review-tokens.ts';
import { insertSchoolYear } from '../modules/school-years/school-years.repository.ts';
import { forgetSchoolYears, programmeSchoolYears } from '../modules/school-years/school-years.service.ts';
import { setMinimumVersion } from '../modules/versions/versions.repository.ts';
import { demoInvoicePdf } from './demo-invoice.ts';

interface DemoClaimFacts {
  child: string;
  amountCents: number;
  category: ServiceCategory;
  description: string;
  payTo: PayTo;
  provider: string | NonAceServiceProvider;
  physicalGood?: boolean;
  reviewerName?: string;
  rejection?: { reason: string; notes?: string };
}

/**
 * When a demo claim happened, counted back from the seed's time: calendar days since submission, or for a claim
 * waiting for its provider, business days since it was sent, so that its due date and reminders fall the same way
 * whatever the day the demo starts.
 */
type DemoClaim = DemoClaimFacts &
  (
    | { status: Exclude<ClaimStatus, 'Pending external'>; daysAgo: number }
    | { status: 'Pending external'; sentBusinessDaysAgo: number }
  );

const nonAceTutor: NonAceServiceProvider = {
  name: 'Ms. Patel, private tutor',
  address: '88 Oak Street, Dayton, OH 45402',
  phoneNumber: '(937) 555-0147',
  email: 'patel.tutoring@example.com',
  website: 'patel-tutoring.example.com',
  contactName: 'Priya Patel',
};

/** Claims in every status, with programme, faux, non-programme and Inactive providers. */
const DEMO_CLAIMS: readonly DemoClaim[] = [
  {
    child: 'Sofia',
    amountCents: 12_000,
    category: 'tutoring',
    description: 'Reading comprehension, 8 sessions',
    daysAgo: 60,
    payTo: 'Vendor',
    provider: '100001',
    status: 'Accepted',
    reviewerName: 'Olivia Brown',
  },
  {
    child: 'Sofia',
    amountCents: 6_000,
    category: 'fieldTrips',
    description: 'Museum of science visit',
    daysAgo: 40,
    payTo: 'User',
    provider: '100001',
    status: 'Rejected',
    reviewerName: 'Sam Taylor',
    rejection: { reason: 'receiptMismatch', notes: 'The receipt shows another date' },
  },
  {
    child: 'Sofia',
    amountCents: 4_550,
    category: 'tutoring',
    description: 'Spelling practice',
    daysAgo: 3,
    payTo: 'User',
    provider: '100001',
    status: 'Pending',
  },
  {
    child: 'Mateo',
    amountCents: 25_000,
    category: 'curriculumAndMaterials',
    description: 'Maths workbooks and a microscope',
    daysAgo: 20,
    payTo: 'Vendor',
    provider: '100005',
    status: 'Pending',
    physicalGood: true,
  },
  {
    child: 'Mateo',
    amountCents: 8_000,
    category: 'instrumentLessons',
    description: 'Violin lessons, October',
    // Overdue at its provider: its ten business days are over.
    sentBusinessDaysAgo: 12,
    payTo: 'User',
    provider: '100002',
    status: 'Pending external',
    physicalGood: false,
  },
  {
    child: 'Lucia',
    amountCents: 9_000,
    category: 'tutoring',
    description: 'Algebra help before the exam',
    daysAgo: 10,
    payTo: 'User',
    provider: nonAceTutor,
    status: 'Pending',
  },
  {
    child: 'Lucia',
    amountCents: 20_000,
    category: 'dayCamps',
    description: 'Summer science camp, one week',
    daysAgo: 90,
    payTo: 'User',
    provider: '100003',
    status: 'Accepted',
    reviewerName: 'David Miller',
  },
  {
    child: 'Lucia',
    amountCents: 15_000,
    category: 'dayCamps',
    description: 'Autumn camp',
    daysAgo: 5,
    payTo: 'User',
    provider: '100003',
    status: 'Pending',
  },
  {
    child: 'Noah',
    amountCents: 15_000,
    category: 'tutoring',
    description: 'Weekly maths tutoring',
    // Reminded with three business days left; its last day is the next business day.
    sentBusinessDaysAgo: 9,
    payTo: 'Vendor',
    provider: '100001',
    status: 'Pending external',
  },
  {
    child: 'Zara',
    amountCents: 3_000,
    category: 'languageClasses',
    description: 'Spanish for beginners',
    daysAgo: 30,
    payTo: 'Vendor',
    provider: '100004',
    status: 'Rejected',
    reviewerName: 'Riley Moore',
    rejection: { reason: 'other', notes: 'The provider cannot receive payments yet' },
    physicalGood: false,
  },
  {
    child: 'Omar',
    amountCents: 7_500,
    category: 'studySkills',
    description: 'Study skills workshop',
    daysAgo: 2,
    payTo: 'Vendor',
    provider: '100001',
    status: 'Pending',
    physicalGood: false,
  },
  {
    child: 'Omar',
    amountCents: 11_000,
    category: 'tutoring',
    description: 'Maths tutoring, 6 sessions',
    // Sent to its provider recently: both reminders are still to come.
    sentBusinessDaysAgo: 2,
    payTo: 'Vendor',
    provider: '100001',
    status: 'Pending external',
  },
];

/** A demo award: the default award of its school year (a child without one: the first year's). */
function awardFor(schoolYear: number | null, years: ProgrammeYears): Cents {
  const cents = dollarsToCents(rulesYear(years, schoolYear).defaultAward);
  if (cents === null) throw new Error(`The default award of ${String(schoolYear)} is not in cents`);
  return cents;
}

/** A demo child's awards of later years, each with its instalments (ADR 0028). */
async function seedLaterAwards(db: Executor, childId: number, child: DemoChild, years: ProgrammeYears) {
  for (const award of child.laterAwards ?? []) {
    const amountCents = awardFor(award.schoolYear, years);
    const awardId = await upsertChildAward(db, { childId, schoolYear: award.schoolYear, amountCents });
    await replaceInstalments(db, awardId, award.instalments);
  }
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * When a demo claim was submitted, when it entered its status (sent or decided), and when it was reviewed: decided, or
 * passed on to its provider (as a review's pass sets it, which the provider's list shows as sent for their review).
 */
function demoTimes(demo: DemoClaim, now: Date) {
  if (demo.status === 'Pending external') {
    const sentDay = addBusinessDays(programmeDate(now), -demo.sentBusinessDaysAgo);
    const createdAt = programmeHourOf(addBusinessDays(sentDay, -1), 9);
    const sentAt = programmeHourOf(sentDay, 10);
    return { createdAt, movedAt: sentAt, reviewedAt: sentAt };
  }
  const createdAt = daysBefore(now, demo.daysAgo);
  if (demo.status === 'Pending') return { createdAt, movedAt: createdAt, reviewedAt: null };
  const reviewedAt = daysBefore(now, Math.max(demo.daysAgo - 3, 0));
  return { createdAt, movedAt: reviewedAt, reviewedAt };
}

/** The claim's own invoice, kept in the store; answers its content address and size. */
async function storeDemoInvoice(store: FileStore, lines: string[]): Promise<{ sha256: string; size: number }> {
  const pdf = demoInvoicePdf(lines);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  if (!(await store.has(sha256))) {
    const path = store.temporaryPath();
    await writeFile(path, pdf);
    await store.keep(path, sha256);
  }
  return { sha256, size: pdf.length };
}

function providerName(provider: DemoClaim['provider']): string {
  if (typeof provider !== 'string') return provider.name;
  return DEMO_ORGANISATIONS.find((organisation) => organisation.providerNumber === provider)?.name ?? provider;
}

async function seedClaims(
  db: Executor,
  store: FileStore,
  now: Date,
  childIds: Map<string, { id: number; userId: number; schoolYear: number | null }>,
  providerIds: Map<string, number>,
  config: Config,
): Promise<number> {
  const secret = reviewTokenSecret(config);
  const fresh = new Set<number>();
  for (const child of childIds.values()) {
    if (!(await hasClaims(db, child.id))) fresh.add(child.id);
  }
  let created = 0;
  for (const demo of DEMO_CLAIMS) {
    const child = childIds.get(demo.child);
    if (!child || !fresh.has(child.id)) continue;
    const { createdAt, movedAt, reviewedAt } = demoTimes(demo, now);
    const waitState = statusValues(config, demo.status, movedAt);
    const dateOfService = daysBefore(createdAt, 2).toISOString().slice(0, 10);
    const claim = await insertClaim(db, {
      childId: child.id,
      submittedBy: child.userId,
      amountCents: demo.amountCents,
      category: demo.category,
      description: demo.description,
      dateOfService,
      physicalGood: demo.physicalGood ?? null,
      payTo: demo.payTo,
      serviceProviderId: typeof demo.provider === 'string' ? (providerIds.get(demo.provider) ?? null) : null,
      nonAceServiceProvider: typeof demo.provider === 'string' ? null : demo.provider,
      ...waitState,
      schoolYear: child.schoolYear,
      createdAt,
      reviewedAt,
      reviewerName: demo.reviewerName ?? null,
      rejectionReason: demo.rejection?.reason ?? null,
      rejectionNotes: demo.rejection?.notes ?? null,
    });
    const receiptNumber = `INV${String(1000 + claim.id)}`;
    // An invoice that agrees with its claim, so that what is read from it (issue 19) flags nothing.
    const invoice = await storeDemoInvoice(store, [
      providerName(demo.provider),
      `Invoice ${receiptNumber}`,
      `Invoice date: ${programmeDate(createdAt)}`,
      `Date of service: ${dateOfService}`,
      `Student: ${demo.child}`,
      demo.description,
      `Total due: ${formatMoney(demo.amountCents)}`,
    ]);
    await insertClaimFiles(db, [
      {
        claimId: claim.id,
        position: 0,
        originalName: 'invoice.pdf',
        sha256: invoice.sha256,
        mimeType: 'application/pdf',
        sizeBytes: invoice.size,
        receiptNumber,
      },
    ]);
    await insertClaimEvent(db, {
      claimId: claim.id,
      actorUserId: child.userId,
      actorKind: 'parent',
      action: 'submitted',
      toStatus: 'Pending',
      toAmountCents: demo.amountCents,
      at: createdAt,
    });
    // The review steps the claim went through, each opened when it was, so its links and their dates are real.
    await issueReviewToken(db, secret, claim.id, 'internal', createdAt, config.reviewTokenDays);
    if (demo.status !== 'Pending') {
      await closeReviewTokens(db, claim.id, movedAt);
      await insertClaimEvent(db, {
        claimId: claim.id,
        actorName: demo.reviewerName ?? 'Merit CS',
        actorKind: demo.status === 'Pending external' ? 'internalToken' : 'externalToken',
        action:
          demo.status === 'Accepted' ? 'approved' : demo.status === 'Rejected' ? 'rejected' : 'passedInternalReview',
        fromStatus: 'Pending',
        toStatus: demo.status,
        note: demo.rejection?.notes ?? null,
        at: movedAt,
      });
    }
    if (demo.status === 'Accepted' && reviewedAt !== null) {
      // Paid before the demo starts: a processed payout, so support staff see it and changes to the claim follow it.
      const payout = await insertTransfer(db, { claimId: claim.id, amountCents: demo.amountCents, payTo: demo.payTo });
      await updateTransfer(db, payout.id, ['queued'], { status: 'processed', attempts: 1 }, reviewedAt);
    }
    if (demo.status === 'Pending external' && waitState.dueAt !== null) {
      await issueReviewToken(db, secret, claim.id, 'external', movedAt, config.reviewTokenDays);
      await seedProviderReminders(db, config, { id: claim.id, sentAt: movedAt, dueAt: waitState.dueAt }, now);
    }
    created += 1;
  }
  return created;
}

/** A demo organisation's review links go to its first demo member, so they land in that person's mailbox. */
function contactOf(organisationId: string): string | null {
  const member = DEMO_ACCOUNTS.find(
    (account) =>
      account.role === 'ServiceProvider' &&
      account.merits.some((merit) => merit.organisationId === organisationId && merit.status === 'accepted'),
  );
  return member?.email ?? null;
}

function bankFlags(bank: 'none' | 'healthy' | 'unhealthy') {
  return { hasProvidedBankDetails: bank !== 'none', hasHealthyBankConnection: bank === 'healthy' };
}

/**
 * The demo programme's years after the specification's three (DEMO_PROGRAMME_YEARS), open since the seed ran; a year
 * the database has already (opened by staff, say) is kept as it is.
 */
async function seedProgrammeYears(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const year of DEMO_PROGRAMME_YEARS) {
      await insertSchoolYear(tx, { ...year, state: 'open', openedAt: now });
    }
  });
  forgetSchoolYears(db);
}

/**
 * Registers the demo people and organisations of @ace/demo-data and gives the children claims in every status.
 * Running it again changes nothing that exists (claims are added only to children without any).
 */
export async function seedDemoData(db: Database, store: FileStore, config: Config, now: Date) {
  await seedProgrammeYears(db, now);
  const years = await programmeSchoolYears(db);
  return db.transaction(async (tx) => {
    const providerIds = new Map<string, number>();
    for (const organisation of DEMO_ORGANISATIONS) {
      if (organisation.providerNumber === null) continue;
      const id = await upsertServiceProvider(tx, {
        contactEmail: contactOf(organisation.id),
        number: organisation.providerNumber,
        name: organisation.name,
        organisationId: organisation.id,
        status: organisation.status,
        isFauxServiceProvider: organisation.isFauxServiceProvider,
        ...bankFlags(organisation.bank),
      });
      providerIds.set(organisation.providerNumber, id);
    }
    const childIds = new Map<string, { id: number; userId: number; schoolYear: number | null }>();
    const parents = DEMO_ACCOUNTS.filter((account): account is DemoParent => account.role === 'Parent');
    for (const parent of parents) {
      if (parent.children === null) continue;
      const userId = await upsertParentByEmail(tx, parent);
      await setParentBank(tx, userId, bankFlags(parent.bank));
      for (const child of parent.children) {
        const awardCents = awardFor(child.schoolYear, years);
        const { firstName, lastName, schoolYear, homeSchooled } = child;
        const id = await upsertAwardedChild(tx, {
          parentId: userId,
          firstName,
          lastName,
          schoolYear,
          homeSchooled,
          awardCents,
        });
        await seedLaterAwards(tx, id, child, years);
        childIds.set(child.firstName, { id, userId, schoolYear: child.schoolYear });
      }
    }
    for (const account of DEMO_ACCOUNTS) {
      if (account.role === 'MeritCS' && account.registered) await upsertMeritCs(tx, account);
    }
    await setMinimumVersion(tx, 'android', config.minAppVersion.android);
    await setMinimumVersion(tx, 'ios', config.minAppVersion.ios);
    const claims = await seedClaims(tx, store, now, childIds, providerIds, config);
    return { providers: providerIds.size, children: childIds.size, claims };
  });
}
