import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, type DemoChild, type DemoParent } from '@ace/demo-data';
import type { ClaimStatus, NonAceServiceProvider, PayTo, ServiceCategory } from '@ace/domain';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  setParentBank,
  upsertAwardedChild,
  upsertMeritCs,
  upsertParentByEmail,
  upsertServiceProvider,
} from '../db/registrations.repository.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { insertTransfer, updateTransfer } from '../modules/bank/payouts.repository.ts';
import { statusValues } from '../modules/claims/claim-wait-state.ts';
import { hasClaims, insertClaim, insertClaimEvent, insertClaimFiles } from '../modules/claims/claims.repository.ts';
import { issueReviewToken, reviewTokenSecret } from '../modules/reviews/review-tokens.ts';
import { setMinimumVersion } from '../modules/versions/versions.repository.ts';

/** The smallest well-formed PDF: a demo invoice. */
const DEMO_INVOICE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface DemoClaim {
  child: string;
  amountCents: number;
  category: ServiceCategory;
  description: string;
  daysAgo: number;
  payTo: PayTo;
  provider: string | NonAceServiceProvider;
  status: ClaimStatus;
  physicalGood?: boolean;
  reviewerName?: string;
  rejection?: { reason: string; notes?: string };
}

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
    daysAgo: 15,
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
    daysAgo: 7,
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
];

function awardFor(child: DemoChild, config: Config): number {
  return config.awardCentsBySchoolYear[child.schoolYear ?? 2021];
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

async function storeDemoInvoice(store: FileStore): Promise<string> {
  const sha256 = createHash('sha256').update(DEMO_INVOICE).digest('hex');
  if (!(await store.has(sha256))) {
    const path = store.temporaryPath();
    await writeFile(path, DEMO_INVOICE);
    await store.keep(path, sha256);
  }
  return sha256;
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
  const invoice = await storeDemoInvoice(store);
  const fresh = new Set<number>();
  for (const child of childIds.values()) {
    if (!(await hasClaims(db, child.id))) fresh.add(child.id);
  }
  let created = 0;
  for (const demo of DEMO_CLAIMS) {
    const child = childIds.get(demo.child);
    if (!child || !fresh.has(child.id)) continue;
    const createdAt = daysBefore(now, demo.daysAgo);
    const decided = demo.status === 'Accepted' || demo.status === 'Rejected';
    const reviewedAt = decided ? daysBefore(now, Math.max(demo.daysAgo - 3, 0)) : null;
    /** When the claim entered its status: submitted, sent to the provider, or decided. */
    const movedAt =
      demo.status === 'Pending' ? createdAt : (reviewedAt ?? daysBefore(now, Math.max(demo.daysAgo - 1, 0)));
    const claim = await insertClaim(db, {
      childId: child.id,
      submittedBy: child.userId,
      amountCents: demo.amountCents,
      category: demo.category,
      description: demo.description,
      dateOfService: daysBefore(createdAt, 2).toISOString().slice(0, 10),
      physicalGood: demo.physicalGood ?? null,
      payTo: demo.payTo,
      serviceProviderId: typeof demo.provider === 'string' ? (providerIds.get(demo.provider) ?? null) : null,
      nonAceServiceProvider: typeof demo.provider === 'string' ? null : demo.provider,
      ...statusValues(config, demo.status, movedAt),
      schoolYear: child.schoolYear,
      createdAt,
      reviewedAt,
      reviewerName: demo.reviewerName ?? null,
      rejectionReason: demo.rejection?.reason ?? null,
      rejectionNotes: demo.rejection?.notes ?? null,
    });
    await insertClaimFiles(db, [
      {
        claimId: claim.id,
        position: 0,
        originalName: 'invoice.pdf',
        sha256: invoice,
        mimeType: 'application/pdf',
        sizeBytes: DEMO_INVOICE.length,
        receiptNumber: `INV${1000 + claim.id}`,
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
    if (demo.status !== 'Pending') {
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
    if (demo.status === 'Pending' || demo.status === 'Pending external') {
      await issueReviewToken(
        db,
        secret,
        claim.id,
        demo.status === 'Pending' ? 'internal' : 'external',
        now,
        config.reviewTokenDays,
      );
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
 * Registers the demo people and organisations of @ace/demo-data and gives the children claims in every status.
 * Running it again changes nothing that exists (claims are added only to children without any).
 */
export async function seedDemoData(db: Database, store: FileStore, config: Config, now: Date) {
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
        const id = await upsertAwardedChild(tx, { parentId: userId, ...child, awardCents: awardFor(child, config) });
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
