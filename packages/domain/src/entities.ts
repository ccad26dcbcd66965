import { z } from 'zod';
import { AUDIT_MISSPENT_REASONS } from './audit-reasons.ts';
import { CLAIM_STATUSES } from './claim-status.ts';
import { dollarsToCents } from './money.ts';
import { PAY_TO_VALUES, PAYEES } from './pay-to.ts';
import { PROVIDER_STATUSES } from './provider.ts';
import { RECEIPT_READING_STATUSES, type ReceiptFlag } from './receipts.ts';
import type { SentClaim } from './receipts-already-sent.ts';
import { REVIEW_TYPES } from './review.ts';
import { SCHOOL_YEAR_STATES, UNSPENT_FUNDS_RULES } from './school-years.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';
import { FILE_KINDS } from './uploads.ts';
import { USER_TYPES } from './users.ts';

/**
 * The entities of spec section 3 as they cross the API. Money is a number of dollars with at most two decimals;
 * instants are ISO timestamps; calendar dates are ISO dates.
 */

export const dollarsSchema = z.number().refine((dollars) => dollarsToCents(dollars) !== null, {
  error: 'Not an amount of dollars with at most two decimals',
});
const timestamp = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
/** A school year of the programme (school-years.ts); whether the programme has it is checked against its years. */
const schoolYear = z.number().int().nullable();
const status = z.enum(CLAIM_STATUSES);
const personName = z.object({ firstName: z.string(), lastName: z.string() });

export const claimHistoryItemSchema = z.object({
  id: z.number().int().positive(),
  amount: dollarsSchema,
  createdAt: timestamp,
  status,
  /**
   * The claim's payment waits for the parent to reconnect their bank (payoutWaitsForBank, issue 36); false when a
   * session kept from before it was told lacks it.
   */
  payoutWaitsForYourBank: z.boolean().default(false),
  /** The claim was rejected and the family's appeal of it waits for a decision (issue 35). */
  appealWaiting: z.boolean().default(false),
});
export type ClaimHistoryItem = z.infer<typeof claimHistoryItemSchema>;

/**
 * A year's funds in dollars: available, pending on claims, spent, and held for the family's pre-approvals (issue 35,
 * ADR 0036; apart from available, and none for a session kept from before it was told).
 */
const fundsDollars = z.object({
  available: dollarsSchema,
  pending: dollarsSchema,
  spent: dollarsSchema,
  held: dollarsSchema.default(0),
});

/** The next part of an award paid in instalments: the day it arrives and how much. */
export const nextInstalmentSchema = z.object({ date: isoDate, amount: dollarsSchema });
export type NextInstalment = z.infer<typeof nextInstalmentSchema>;

/** Another school year of a child with awards in several: its funds, beside the current year's. */
export const otherYearSchema = z.object({ schoolYear: z.number().int(), dollars: fundsDollars });
export type OtherYear = z.infer<typeof otherYearSchema>;

/**
 * What became of a child's unspent funds of a closed year (issue 30 part 4, ADR 0032): what rolled over into which
 * year and what lapsed back to the programme, summed over the year's settlements, with the year's rule and cap that
 * say why.
 */
export const yearEndSchema = z.object({
  schoolYear: z.number().int(),
  intoYear: z.number().int().nullable(),
  rolledOver: dollarsSchema,
  lapsed: dollarsSchema,
  rule: z.enum(UNSPENT_FUNDS_RULES),
  rollOverCap: dollarsSchema.nullable(),
});
export type YearEnd = z.infer<typeof yearEndSchema>;

/** Money an audit took from a child's funds (issue 34, ADR 0034): after the check of which claim, and why. */
export const recoveredFundsSchema = z.object({
  claimId: z.number().int().positive(),
  amount: dollarsSchema,
  reason: z.enum(AUDIT_MISSPENT_REASONS),
});
export type RecoveredFunds = z.infer<typeof recoveredFundsSchema>;

/**
 * A student on the parent's dashboard. schoolYear and dollars are the current year's (chargedSchoolYear on today's
 * date: for a child with one award, that award's); otherYears the child's other award years, newest first;
 * nextInstalment the current year's next part still to arrive (issue 30, ADR 0028). The last two default to none
 * for a session kept from before they were told; yearEnd what became of the unspent funds of the child's closed
 * years, oldest first (none by default, as the last two); recovered what audits took from its funds (none by default).
 */
export const childSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  schoolYear,
  homeSchooled: z.boolean(),
  dollars: fundsDollars,
  nextInstalment: nextInstalmentSchema.nullable().default(null),
  otherYears: z.array(otherYearSchema).default([]),
  yearEnd: z.array(yearEndSchema).default([]),
  recovered: z.array(recoveredFundsSchema).default([]),
  claims: z.array(claimHistoryItemSchema),
});
export type Child = z.infer<typeof childSchema>;

/** One school year of the programme, as GET /api/school-years gives it. Money in dollars. */
export const schoolYearRecordSchema = z.object({
  startYear: z.number().int(),
  /** The first date of service a claim of the year's children may have. */
  firstDateOfService: isoDate,
  /** The last day a claim for the year may be submitted; null while none is set. */
  lastClaimDay: isoDate.nullable(),
  /** The award a child of the year receives unless the award list says otherwise. */
  defaultAward: dollarsSchema,
  state: z.enum(SCHOOL_YEAR_STATES),
  unspentFunds: z.enum(UNSPENT_FUNDS_RULES),
  /** The most a child's unspent funds may roll over when the year closes; null for no limit. */
  rollOverCap: dollarsSchema.nullable(),
});
export type SchoolYearRecord = z.infer<typeof schoolYearRecordSchema>;

/** GET /api/school-years: the programme's years, the first year first. */
export const programmeYearsSchema = z.array(schoolYearRecordSchema);

const bankFlags = { hasProvidedBankDetails: z.boolean(), hasHealthyBankConnection: z.boolean() };
const userBase = { id: z.number().int().positive(), email: z.string(), firstName: z.string(), lastName: z.string() };

export const meritSchema = z.object({ id: z.string(), name: z.string() });
export type Merit = z.infer<typeof meritSchema>;

export const parentUserSchema = z.object({
  type: z.literal('Parent'),
  ...userBase,
  ...bankFlags,
  children: z.array(childSchema),
});
export type ParentUser = z.infer<typeof parentUserSchema>;

export const meritCsUserSchema = z.object({ type: z.literal('MeritCS'), ...userBase });
export type MeritCsUser = z.infer<typeof meritCsUserSchema>;

export const serviceProviderUserSchema = z.object({
  type: z.literal('ServiceProvider'),
  ...userBase,
  ...bankFlags,
  selectedOrg: meritSchema.extend({ providerNumber: z.string() }),
});
export type ServiceProviderUser = z.infer<typeof serviceProviderUserSchema>;

export const userSchema = z.discriminatedUnion('type', [
  parentUserSchema,
  meritCsUserSchema,
  serviceProviderUserSchema,
]);
export type User = z.infer<typeof userSchema>;
export const userTypeSchema = z.enum(USER_TYPES);

/** GET /api/user/: the signed-in identity and the user types the programme registered it as. */
export const registrationsSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  agentId: z.string(),
  entityId: z.string(),
  types: z.array(userTypeSchema),
});
export type Registrations = z.infer<typeof registrationsSchema>;

export const accessMeritsSchema = z.object({ merits: z.array(meritSchema) });
export const agentLinksSchema = z.object({ capabilitiesApproved: z.boolean(), tosAccepted: z.boolean() });
export type AgentLinks = z.infer<typeof agentLinksSchema>;
export const versionCheckSchema = z.object({ updateApp: z.boolean() });

export const serviceProviderSchema = z.object({
  number: z.string(),
  name: z.string(),
  status: z.enum(PROVIDER_STATUSES),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/** A provider by number and name: what a review link's provider lookup and assignment answer. */
export const providerNameSchema = serviceProviderSchema.pick({ number: true, name: true });

export const providerLookupSchema = serviceProviderSchema.extend({ canReceivePayments: z.boolean() });

/** A provider as its members and support staff see it, with its bank flags. */
export const providerDetailsSchema = serviceProviderSchema.extend({
  isFauxServiceProvider: z.boolean(),
  hasProvidedBankDetails: z.boolean(),
  hasHealthyBankConnection: z.boolean(),
});
export type ProviderDetails = z.infer<typeof providerDetailsSchema>;

export const nonAceServiceProviderViewSchema = z.object({
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  website: z.string(),
  contactName: z.string().optional(),
  contactTitle: z.string().optional(),
});

const claimIdSchema = z.number().int().positive();

export const receiptFlagSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amountAboveTotal'), claimed: dollarsSchema, total: dollarsSchema, files: z.number() }),
  z.object({ kind: z.literal('dateOutside'), date: isoDate, first: isoDate, last: isoDate }),
  z.object({
    kind: z.literal('invoiceNumberUsed'),
    number: z.string().nullable(),
    otherClaimId: claimIdSchema.nullable(),
  }),
  z.object({ kind: z.literal('noReadableText') }),
]) satisfies z.ZodType<ReceiptFlag>;

/** What was read from a file (receipts.ts), and where it disagrees with the claim; for reviewers and staff. */
export const receiptReadingViewSchema = z.object({
  status: z.enum(RECEIPT_READING_STATUSES),
  total: dollarsSchema.nullable(),
  dates: z.array(isoDate),
  invoiceNumber: z.string().nullable(),
  flags: z.array(receiptFlagSchema),
});
export type ReceiptReadingView = z.infer<typeof receiptReadingViewSchema>;

export const claimFileViewSchema = z.object({
  url: z.string(),
  filename: z.string(),
  receiptNumber: z.string().nullable(),
  detectedFileExt: z.enum(FILE_KINDS),
});
export type ClaimFileView = z.infer<typeof claimFileViewSchema>;

/** A claim's file as reviewers and staff see it: with what was read from it. */
export const reviewedFileViewSchema = claimFileViewSchema.extend({ reading: receiptReadingViewSchema });
export type ReviewedFileView = z.infer<typeof reviewedFileViewSchema>;

/** A claim of the family that already holds a receipt (receipts-already-sent.ts). */
export const sentClaimSchema = z.object({
  claimId: claimIdSchema,
  submittedOn: isoDate,
}) satisfies z.ZodType<SentClaim>;

/**
 * What the claim form may fill in from a file a parent chose (POST /api/user/claim/receipt-reading), and the claims
 * of the family that already hold this file or the invoice number read from it (none from a server before issue 36).
 */
export const receiptSuggestionsViewSchema = z.object({
  status: z.enum(['read', 'unreadable']),
  amount: z.object({ value: dollarsSchema, confidence: z.number() }).nullable(),
  dateOfService: z.object({ value: isoDate, confidence: z.number() }).nullable(),
  receiptNumber: z.object({ value: z.string(), confidence: z.number() }).nullable(),
  alreadySent: z.array(sentClaimSchema).default([]),
});
export type ReceiptSuggestionsView = z.infer<typeof receiptSuggestionsViewSchema>;

/** The claims of the family that already hold a typed receipt number (GET /api/user/claim/receipt-number). */
export const receiptNumberCheckSchema = z.object({ alreadySent: z.array(sentClaimSchema) });
export type ReceiptNumberCheck = z.infer<typeof receiptNumberCheckSchema>;

/** A claim as reviewers and the provider's claim details see it. */
export const claimViewSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  status,
  amount: dollarsSchema,
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  dateOfService: isoDate,
  physicalGood: z.boolean().nullable(),
  payTo: z.enum(PAY_TO_VALUES),
  schoolYear,
  createdAt: timestamp,
  child: personName.extend({ schoolYear }),
  parent: personName,
  files: z.array(reviewedFileViewSchema),
  serviceProvider: serviceProviderSchema.extend({ isFauxServiceProvider: z.boolean() }).nullable(),
  nonAceServiceProvider: nonAceServiceProviderViewSchema.nullable(),
  /**
   * The numbers of spec section 2, 'Claim details' (the receipt numbers are the files'): the account is the
   * student's grant account in the programme (the child's id), the invoice is the claim's own reference (its uuid),
   * which stays the same however the claim is listed.
   */
  accountNumber: z.string(),
  invoiceNumber: z.string(),
  /** A resubmission: the rejected claim it corrects, with the reason that claim was rejected (issue 15). */
  replaces: z.object({ id: z.number().int().positive(), rejectionReason: z.string().nullable() }).nullable(),
  /** The claim the parent sent to correct this one, once they did. */
  replacedBy: z.number().int().positive().nullable(),
  /**
   * Why the parent sent a receipt already on another claim of theirs, told so by the claim form (issue 36); null when
   * they were not.
   */
  sentAgainReason: z.string().nullable(),
  /**
   * Who decided an Approved or Rejected claim and when, and for a rejected one the reason the parent was given (issue
   * 36: staff answering a parent's call); null while the claim waits for a decision.
   */
  decision: z
    .object({ reviewerName: z.string().nullable(), reviewedAt: timestamp, rejectionReason: z.string().nullable() })
    .nullable(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/**
 * Where a payout of a claim stands as its provider reads it (providerPayouts, issue 36): on its way (waiting to be
 * sent, or at the bank), waiting for the organisation to connect a bank account that can receive it, paid, or failed
 * (for good, or followed by another payout that sends the money again). A payout to the family is only paid or not
 * paid yet: how the family's bank fares is not the provider's business.
 */
export const PROVIDER_PAYOUT_STATES = [
  'onItsWay',
  'waitingForYourBank',
  'paid',
  'failed',
  'failedSentAgain',
  'notPaidYet',
] as const;
export type ProviderPayoutState = (typeof PROVIDER_PAYOUT_STATES)[number];

/** One payout of a claim, as its provider reads it. */
export const providerPayoutSchema = z.object({
  paidTo: z.enum(PAYEES),
  amount: dollarsSchema,
  state: z.enum(PROVIDER_PAYOUT_STATES),
  /** When it was sent, began to wait, was paid or failed; null for a payout to the family not paid yet. */
  at: timestamp.nullable(),
  /**
   * The payout's id at the programme's bank, the one the bank's records name it by: for a payout to the organisation
   * once the bank has it; null before, and always for a payout to the family.
   */
  reference: z.string().nullable(),
});
export type ProviderPayout = z.infer<typeof providerPayoutSchema>;

/**
 * The provider's claim details (GET /api/claim/service-provider/{claimId}/{orgId}): the claim, the link of its open
 * review while it waits for this provider (null otherwise), so that the page offers Review, and its payouts, newest
 * first (none until it is approved).
 */
export const providerClaimDetailsSchema = claimViewSchema.extend({
  externalReviewLink: z.string().nullable(),
  payouts: z.array(providerPayoutSchema),
});
export type ProviderClaimDetails = z.infer<typeof providerClaimDetailsSchema>;

export const relevantClaimSchema = z.object({
  uuid: z.uuid(),
  amount: dollarsSchema,
  child: personName,
  serviceProviderNumber: z.string().nullable(),
  status,
  createdAt: timestamp,
  internalReviewLink: z.string().nullable(),
});
export type RelevantClaim = z.infer<typeof relevantClaimSchema>;

/** When a review step was decided and by whom (the name the reviewer gave), for 'This claim is already reviewed'. */
export const reviewDecisionSchema = z.object({ at: timestamp, reviewerName: z.string().nullable() });
export type ReviewStepDecision = z.infer<typeof reviewDecisionSchema>;

/** The student's remaining funds and those held by claims still in review, in dollars, as reviewers read them. */
export const amountInfoSchema = z.object({ available: dollarsSchema, pending: dollarsSchema });

/** A review link whose step is open: the claim, the child's funds and (internal review) the relevant claims. */
export const openReviewSchema = z.object({
  reviewType: z.enum(REVIEW_TYPES),
  reviewed: z.literal(false),
  claim: claimViewSchema,
  amountInfo: amountInfoSchema,
  relevantClaims: z.array(relevantClaimSchema),
});
export type OpenReview = z.infer<typeof openReviewSchema>;

/**
 * A review link whose step is over shows only that, for the rest of its life: a link needs no sign-in and lasts
 * REVIEW_TOKEN_DAYS, and once decided its holder has nothing left to decide, so neither the claim nor the family's
 * names nor links to its files.
 */
export const decidedReviewSchema = z.object({
  reviewType: z.enum(REVIEW_TYPES),
  reviewed: z.literal(true),
  /** When the step was decided and by whom, when that is known (null for a claim decided before it was kept). */
  decision: reviewDecisionSchema.nullable(),
});
export type DecidedReview = z.infer<typeof decidedReviewSchema>;

/** GET /api/review-claim/{token}: an open review, or one already decided. */
export const reviewClaimResponseSchema = z.discriminatedUnion('reviewed', [openReviewSchema, decidedReviewSchema]);
export type ReviewClaimResponse = z.infer<typeof reviewClaimResponseSchema>;

/**
 * A claim for support staff, whatever its status (issue 36): every fact its review screen shows, its files as links
 * that name the staff member they were made for (ADR 0019), the student's funds, its internal review link while
 * it waits for internal review (null otherwise) and its audit case if it has one.
 */
export const meritCsClaimSchema = claimViewSchema.extend({
  internalReviewLink: z.string().nullable(),
  /** The family's parent: their details open from the claim (GET /api/merit-cs/families/{parentUserId}). */
  parent: personName.extend({ userId: z.number().int().positive() }),
  amountInfo: amountInfoSchema,
  /** The claim's audit case (issue 34), which staff open from the claim; null while it is not audited. */
  auditCaseId: z.number().int().positive().nullable(),
  /** Whether the family's appeal of it waits for a decision (issue 35), which staff make from the work queue. */
  appealOpen: z.boolean(),
});
export type MeritCsClaim = z.infer<typeof meritCsClaimSchema>;

export const providerClaimRowSchema = z.object({
  id: z.number().int().positive(),
  amount: dollarsSchema,
  child: personName,
  parent: personName,
  createdAt: timestamp,
  payTo: z.enum(PAY_TO_VALUES),
  status,
  schoolYear,
  reviewedAt: timestamp.nullable(),
  reviewerName: z.string().nullable(),
  externalReviewLink: z.string().nullable(),
  /** The provider's last day to review, while the claim waits for them; null otherwise. */
  dueAt: isoDate.nullable(),
  /** Past that day and still waiting for the provider. */
  overdue: z.boolean(),
});
export type ProviderClaimRow = z.infer<typeof providerClaimRowSchema>;

export const providerClaimPageSchema = z.object({
  items: z.array(providerClaimRowSchema),
  nextCursor: z.string().nullable(),
});
export type ProviderClaimPage = z.infer<typeof providerClaimPageSchema>;

export const claimStatsSchema = z.object({
  pendingVendorApprovalCount: z.number().int().nonnegative(),
  pendingInternalReviewCount: z.number().int().nonnegative(),
  historyCount: z.number().int().nonnegative(),
});
export type ClaimStats = z.infer<typeof claimStatsSchema>;

export const bankTokenSchema = z.object({ token: z.string() });

/** A payout's states: waiting to be sent, sent and pending at the bank, then processed, failed or cancelled. */
export const TRANSFER_STATUSES = ['queued', 'pending', 'processed', 'failed', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** One payout of an Accepted claim, as support staff see it (GET /api/claim/{id}/transfers). */
export const claimTransferSchema = z.object({
  id: z.number().int().positive(),
  claimId: z.number().int().positive(),
  amount: dollarsSchema,
  payTo: z.enum(PAY_TO_VALUES),
  status: z.enum(TRANSFER_STATUSES),
  /** How many times the portal asked the bank to create it. */
  attempts: z.number().int().nonnegative(),
  /** Why it is not paid yet, why it failed, or what of it support staff must recover from the payee. */
  lastError: z.string().nullable(),
  /** The transfer's URL at the bank provider, once created. */
  bankTransferRef: z.string().nullable(),
  /** Its id at the bank provider, as a person reads and quotes it (the provider's claim details show the same). */
  reference: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /**
   * While a queued transfer is held until its payee connects a bank that can receive it (issue 36): whose bank, since
   * when and for how many business days; it is sent by itself once that bank can. Null otherwise.
   */
  waitingForBank: z
    .object({ payee: z.enum(PAYEES), since: timestamp, businessDays: z.number().int().nonnegative() })
    .nullable(),
});
export type ClaimTransfer = z.infer<typeof claimTransferSchema>;
export const claimTransfersSchema = z.array(claimTransferSchema);

/** What a review action or a status change answers: the claim's status after it. */
export const claimOutcomeSchema = z.object({ status });

/**
 * What a review decision answers: the claim's status after it and, once approved, whose bank its payout waits for
 * because that bank cannot receive payments now (issue 36). Null when the payout is on its way, and for a provider's
 * review when the bank is the family's: whether a family's bank works is not the provider's business.
 */
export const reviewOutcomeSchema = claimOutcomeSchema.extend({ payoutWaitsForBank: z.enum(PAYEES).nullable() });
export type ReviewDecisionOutcome = z.infer<typeof reviewOutcomeSchema>;

/** What an amount change answers: the claim's amount after it. */
export const claimAmountSchema = z.object({ amount: dollarsSchema });

export const submittedClaimSchema = z.object({ id: z.number().int().positive(), uuid: z.uuid(), status });
export type SubmittedClaim = z.infer<typeof submittedClaimSchema>;

/** One entry of a claim's audit trail: who did what, when, from what to what, and why. */
export const claimEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  actorKind: z.string(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  fromAmount: dollarsSchema.nullable(),
  toAmount: dollarsSchema.nullable(),
  note: z.string().nullable(),
  at: timestamp,
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;
export const claimEventsSchema = z.array(claimEventSchema);

/**
 * A row of the support staff's claim search (GET /api/claim/automation): with the claim's internal review link while
 * it waits for staff, never the provider's external one (a link that needs no sign-in, for the provider alone).
 */
export const claimSearchRowSchema = z.object({
  id: z.number().int().positive(),
  status,
  amount: dollarsSchema,
  child: personName,
  parent: personName,
  serviceProviderNumber: z.string().nullable(),
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
  internalReviewLink: z.string().nullable(),
});
export type ClaimSearchRow = z.infer<typeof claimSearchRowSchema>;
