import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPEAL_STATES,
  type AppealState,
  AUDIT_CASE_STATES,
  AUDIT_DEBTORS,
  AUDIT_MISSPENT_REASONS,
  AUDIT_OUTCOMES,
  type AuditCaseState,
  type AuditDebtor,
  type AuditMisspentReason,
  type AuditOutcome,
  CLAIM_STATUSES,
  PRE_APPROVAL_STATUSES,
  type PreApprovalStatus,
  type RejectReason,
  locales,
  waitingOnIn,
  type ClaimStatus,
  type Locale,
  type NonAceServiceProvider,
  type PayTo,
  type ReceiptFields,
  SCHOOL_YEAR_EVENT_ACTIONS,
  SCHOOL_YEAR_STATES,
  type SchoolYearEventAction,
  type SchoolYearRecord,
  type SchoolYearState,
  UNSPENT_FUNDS_RULES,
  type UnspentFundsRule,
  type ServiceCategory,
  STAFF_EXPORT_KINDS,
  STAFF_READ_KINDS,
  type StaffExportKind,
  type StaffReadKind,
  type WaitingOn,
} from '@ace/domain';

/**
 * The whole data model (DESIGN.md section 3). Money is integer cents. Changing this file needs a migration:
 * `npm run db:generate -w @ace/api`, reviewed and committed (a test fails when they drift).
 */

/** A list of texts as SQL's `in (…)` takes it: 'a', 'b'. */
const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<'Parent' | 'MeritCS' | 'ServiceProvider'>().notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The identity provider's ids, set when the person first completes login-success. */
    agentId: text('agent_id'),
    entityId: text('entity_id'),
    /** The language the person chose (GET/PUT /api/user/language); null until they choose, and e-mails are in English. */
    language: text('language').$type<Locale>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_type_email_key').on(table.type, sql`lower(${table.email})`),
    uniqueIndex('users_type_entity_key').on(table.type, table.entityId),
    // Support staff's claim search finds parents by the start of a name or e-mail, ignoring case: each a range of
    // one of these (text_pattern_ops, so that LIKE 'prefix%' is a range under any collation), with the column itself
    // beside it, so that how many match is counted from the index alone (an index-only scan).
    index('users_parent_first_name_prefix_idx')
      .on(sql`lower(${table.firstName}) text_pattern_ops`, table.firstName)
      .where(sql`${table.type} = 'Parent'`),
    index('users_parent_last_name_prefix_idx')
      .on(sql`lower(${table.lastName}) text_pattern_ops`, table.lastName)
      .where(sql`${table.type} = 'Parent'`),
    index('users_parent_email_prefix_idx')
      .on(sql`lower(${table.email}) text_pattern_ops`, table.email)
      .where(sql`${table.type} = 'Parent'`),
    check('users_type_check', sql`${table.type} in ('Parent', 'MeritCS', 'ServiceProvider')`),
    check(
      'users_language_check',
      sql`${table.language} in (${sql.raw(locales.map((locale) => `'${locale}'`).join(', '))})`,
    ),
  ],
);

export const parents = pgTable(
  'parents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hasProvidedBankDetails: boolean('has_provided_bank_details').notNull().default(false),
    hasHealthyBankConnection: boolean('has_healthy_bank_connection').notNull().default(false),
    /** The parent's customer and the funding source payouts go to at the bank provider (their URLs). */
    bankCustomerRef: text('bank_customer_ref'),
    bankFundingSourceRef: text('bank_funding_source_ref'),
  },
  // One customer at the bank is one payee: two parents sharing it would pay each other's claims.
  (table) => [uniqueIndex('parents_bank_customer_ref_key').on(table.bankCustomerRef)],
);

/**
 * The programme's school years (issue 30, ADR 0025), named by the calendar year each starts in: what every rule of a
 * year reads. A child's and a claim's school year is one of these rows. The state and the unspent-funds rule are the
 * ones opening and closing a year set; a year is never deleted (children and claims name it).
 */
export const schoolYears = pgTable(
  'school_years',
  {
    startYear: integer('start_year').primaryKey(),
    firstDateOfService: date('first_date_of_service', { mode: 'string' }).notNull(),
    /** The last day a claim for the year may be submitted; null while none is set (the specification's years). */
    lastClaimDay: date('last_claim_day', { mode: 'string' }),
    defaultAwardCents: integer('default_award_cents').notNull(),
    state: text('state').$type<SchoolYearState>().notNull(),
    unspentFunds: text('unspent_funds').$type<UnspentFundsRule>().notNull(),
    /** The most of a child's unspent funds that rolls over; null for no limit. */
    rollOverCapCents: integer('roll_over_cap_cents'),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('school_years_start_year_check', sql`${table.startYear} between 1900 and 9998`),
    check('school_years_state_check', sql`${table.state} in (${sql.raw(inList(SCHOOL_YEAR_STATES))})`),
    check('school_years_unspent_funds_check', sql`${table.unspentFunds} in (${sql.raw(inList(UNSPENT_FUNDS_RULES))})`),
    check('school_years_default_award_check', sql`${table.defaultAwardCents} >= 0`),
    check('school_years_roll_over_cap_check', sql`${table.rollOverCapCents} >= 0`),
    check(
      'school_years_last_claim_day_check',
      sql`${table.lastClaimDay} is null or ${table.lastClaimDay} >= ${table.firstDateOfService}`,
    ),
    // Opened once it is no longer upcoming; closed exactly when closed.
    check('school_years_opened_check', sql`(${table.state} = 'upcoming') = (${table.openedAt} is null)`),
    check('school_years_closed_check', sql`(${table.state} = 'closed') = (${table.closedAt} is not null)`),
  ],
);

/**
 * The audit trail of the programme's school years (issue 30 part 2, ADR 0025): who changed which year, when, and the
 * year's record before and after (as GET /api/school-years answers it; before is null for a year opened). Written in
 * the transaction of the change; never changed or deleted.
 */
export const schoolYearEvents = pgTable(
  'school_year_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startYear: integer('start_year')
      .notNull()
      .references(() => schoolYears.startYear),
    action: text('action').$type<SchoolYearEventAction>().notNull(),
    /** The staff member who made the change; null for the portal's closing job (ADR 0032). */
    staffUserId: integer('staff_user_id').references(() => users.id),
    before: jsonb('before').$type<SchoolYearRecord>(),
    after: jsonb('after').$type<SchoolYearRecord>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('school_year_events_at_idx').on(table.at),
    check('school_year_events_action_check', sql`${table.action} in (${sql.raw(inList(SCHOOL_YEAR_EVENT_ACTIONS))})`),
  ],
);

export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.userId, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    schoolYear: integer('school_year').references(() => schoolYears.startYear),
    homeSchooled: boolean('home_schooled').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('children_natural_key').on(
      table.parentId,
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      sql`coalesce(${table.schoolYear}, 0)`,
    ),
    // The claim search's students, by the start of a first or last name (as the parents' above, the name itself
    // beside it, so that how many match is counted from the index alone).
    index('children_first_name_prefix_idx').on(sql`lower(${table.firstName}) text_pattern_ops`, table.firstName),
    index('children_last_name_prefix_idx').on(sql`lower(${table.lastName}) text_pattern_ops`, table.lastName),
  ],
);

/**
 * A child's award of one school year (issue 30, docs/adr/0028-awards-per-child-and-year.md): a child holds one per
 * year they were awarded; a child without a school year (the specification's "none") holds one without a year.
 * Claims are charged to one of them (chargedSchoolYear, packages/domain); the amount may later grow (a roll-over).
 */
export const childAwards = pgTable(
  'child_awards',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    schoolYear: integer('school_year').references(() => schoolYears.startYear),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('child_awards_child_year_key').on(table.childId, table.schoolYear).nullsNotDistinct(),
    check('child_awards_amount_check', sql`${table.amountCents} >= 0`),
  ],
);

/**
 * What of a child's unspent funds of a closed school year rolled over into their next year's award or lapsed back to
 * the programme (issue 30 part 4, ADR 0032): one row per settlement, written under the family's lock by the closing
 * job, at the close and again when a hold that was pending at the close is released. A child's funds of a year add
 * what rolled into it and take away what rolled out of or lapsed from it.
 */
export const yearEndSettlements = pgTable(
  'year_end_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    schoolYear: integer('school_year')
      .notNull()
      .references(() => schoolYears.startYear),
    /** The year the rolled-over part went into; null when nothing rolled over. */
    intoYear: integer('into_year').references(() => schoolYears.startYear),
    rolledOverCents: bigint('rolled_over_cents', { mode: 'number' }).notNull(),
    lapsedCents: bigint('lapsed_cents', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('year_end_settlements_child_idx').on(table.childId, table.schoolYear),
    index('year_end_settlements_year_idx').on(table.schoolYear),
    check('year_end_settlements_amounts_check', sql`${table.rolledOverCents} >= 0 and ${table.lapsedCents} >= 0`),
    check('year_end_settlements_some_check', sql`${table.rolledOverCents} + ${table.lapsedCents} > 0`),
    check('year_end_settlements_into_check', sql`(${table.intoYear} is null) = (${table.rolledOverCents} = 0)`),
  ],
);

/**
 * The parts of an award paid in instalments: what arrives on which day. Until its day an instalment is not available
 * (arrivedAwardCents, packages/domain); an award without any is wholly available.
 */
export const awardInstalments = pgTable(
  'award_instalments',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => childAwards.id, { onDelete: 'cascade' }),
    arrivesOn: date('arrives_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.awardId, table.arrivesOn] }),
    check('award_instalments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

export const serviceProviders = pgTable(
  'service_providers',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').$type<'Active' | 'Inactive'>().notNull().default('Active'),
    isFauxServiceProvider: boolean('is_faux_service_provider').notNull().default(false),
    /** The organisation's merit id at the identity provider. */
    organisationId: text('organisation_id').notNull().unique(),
    hasProvidedBankDetails: boolean('has_provided_bank_details').notNull().default(false),
    hasHealthyBankConnection: boolean('has_healthy_bank_connection').notNull().default(false),
    /** The organisation's customer and the funding source payouts go to at the bank provider (their URLs). */
    bankCustomerRef: text('bank_customer_ref'),
    bankFundingSourceRef: text('bank_funding_source_ref'),
    /** Where review links are e-mailed, besides the organisation's signed-in members. */
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('service_providers_bank_customer_ref_key').on(table.bankCustomerRef),
    // Support staff find providers, and claims by their provider, by the start of its name.
    index('service_providers_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    check('service_providers_number_check', sql`${table.number} ~ '^[0-9]{6}$'`),
    check('service_providers_status_check', sql`${table.status} in ('Active', 'Inactive')`),
  ],
);

/** A service provider user's membership of an organisation, confirmed from the identity provider's merits. */
export const providerMembers = pgTable(
  'provider_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerId] }),
    index('provider_members_provider_idx').on(table.providerId),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    category: text('category').$type<ServiceCategory>().notNull(),
    description: text('description').notNull(),
    dateOfService: date('date_of_service', { mode: 'string' }).notNull(),
    physicalGood: boolean('physical_good'),
    payTo: text('pay_to').$type<PayTo>().notNull(),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    nonAceServiceProvider: jsonb('non_ace_service_provider').$type<NonAceServiceProvider>(),
    status: text('status').$type<ClaimStatus>().notNull(),
    schoolYear: integer('school_year').references(() => schoolYears.startYear),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerName: text('reviewer_name'),
    rejectionReason: text('rejection_reason'),
    rejectionNotes: text('rejection_notes'),
    /**
     * Who acts next and, while a provider reviews, when the claim becomes overdue (DESIGN.md section 11): set with
     * every status change, from waitStateOnEntering in packages/domain (modules/claims/claim-wait-state.ts).
     */
    waitingOn: text('waiting_on').$type<WaitingOn>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * When the claim's latest transfer failed, if it did: a payout nothing will retry, for staff to resolve (the
     * work queue's failed-payouts tab). Kept by the transfer writes in modules/bank/payouts.repository.ts.
     */
    payoutFailedAt: timestamp('payout_failed_at', { withTimezone: true }),
    /**
     * Since when the claim's payout waits for its payee to connect a bank that can receive it (issue 36): set when a
     * payout is held back for that, cleared once it is sent or no longer owed (modules/bank/payouts.ts). The parent's
     * 'waiting for your bank', their e-mail, and the work queue's waiting-payouts tab read it.
     */
    payoutWaitingSince: timestamp('payout_waiting_since', { withTimezone: true }),
    /**
     * The rejected claim this one corrects and sends again (issue 15): at most one claim replaces a rejected claim,
     * which the unique index holds even when two resubmissions race (modules/claims/claim-resubmission.ts).
     */
    replacesClaimId: integer('replaces_claim_id').references((): AnyPgColumn => claims.id),
    /**
     * Why the parent sent a receipt already on another claim of theirs (issue 36): the claim form warned them, and
     * the server refuses such a claim without it (modules/receipts/receipts-already-sent.ts). Null otherwise.
     */
    sentAgainReason: text('sent_again_reason'),
    /**
     * The pre-approval this claim uses (issue 35 part 1, ADR 0036), and how much of the claim it covers: that part
     * moved from the pre-approval's hold onto the claim when it was submitted (modules/claims/claims.service.ts).
     */
    preApprovalId: integer('pre_approval_id').references((): AnyPgColumn => preApprovals.id),
    preApprovedCents: integer('pre_approved_cents').notNull().default(0),
    /** When the pre-approved claims job looked at its receipts' readings (modules/pre-approvals): once. */
    preApprovalSettledAt: timestamp('pre_approval_settled_at', { withTimezone: true }),
  },
  (table) => [
    index('claims_child_created_idx').on(table.childId, table.createdAt),
    index('claims_status_created_idx').on(table.status, table.createdAt),
    // The provider dashboard's lists (modules/provider-claims): each list and sort is an ordered index scan that
    // starts at the page's cursor, read forwards or backwards. Ascending, as drizzle writes a descending column
    // NULLS LAST, which neither direction of ORDER BY … DESC or ASC matches. The pending tabs by status; History
    // (the decided claims) by each sort it offers.
    index('claims_provider_status_created_id_idx').on(table.serviceProviderId, table.status, table.createdAt, table.id),
    index('claims_provider_decided_created_idx')
      .on(table.serviceProviderId, table.createdAt, table.id)
      .where(sql`${table.status} in ('Accepted', 'Rejected')`),
    index('claims_provider_decided_reviewed_idx')
      .on(table.serviceProviderId, table.reviewedAt, table.id)
      .where(sql`${table.status} in ('Accepted', 'Rejected')`),
    index('claims_provider_decided_amount_idx')
      .on(table.serviceProviderId, table.amountCents, table.id)
      .where(sql`${table.status} in ('Accepted', 'Rejected')`),
    // Support staff's work queue (modules/merit-cs/work-queue.repository.ts): each tab is a partial index holding
    // its rows only, in the tab's order, so a page starts at its cursor and a count reads the index alone. Claims
    // waiting for staff by submission; waiting for a provider by due date; either, of one provider (by submission;
    // and waiting for the provider, by due date).
    index('claims_waiting_staff_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.waitingOn} = 'staff'`),
    index('claims_waiting_provider_due_idx')
      .on(table.dueAt, table.id)
      .where(sql`${table.waitingOn} = 'provider'`),
    index('claims_provider_waiting_created_idx')
      .on(table.serviceProviderId, table.waitingOn, table.createdAt, table.id)
      .where(sql`${table.waitingOn} <> 'nobody'`),
    index('claims_provider_waiting_provider_due_idx')
      .on(table.serviceProviderId, table.dueAt, table.id)
      .where(sql`${table.waitingOn} = 'provider'`),
    // Accepted claims whose payout failed for good, the oldest failure first (a reopened claim is owed nothing).
    index('claims_payout_failed_idx')
      .on(table.payoutFailedAt, table.id)
      .where(sql`${table.payoutFailedAt} is not null and ${table.status} = 'Accepted'`),
    // Accepted claims whose payout waits for the payee's bank, the longest wait first.
    index('claims_payout_waiting_idx')
      .on(table.payoutWaitingSince, table.id)
      .where(sql`${table.payoutWaitingSince} is not null and ${table.status} = 'Accepted'`),
    // The claim search's newest claims of a provider, read from the cursor down.
    index('claims_provider_id_idx').on(table.serviceProviderId, table.id),
    uniqueIndex('claims_replaces_claim_key')
      .on(table.replacesClaimId)
      .where(sql`${table.replacesClaimId} is not null`),
    check('claims_amount_check', sql`${table.amountCents} > 0`),
    check('claims_status_check', sql`${table.status} in ('Pending', 'Pending external', 'Accepted', 'Rejected')`),
    check('claims_pay_to_check', sql`${table.payTo} in ('User', 'Vendor')`),
    check('claims_waiting_on_check', sql`${table.waitingOn} in ('staff', 'provider', 'nobody')`),
    // Who a claim waits on follows from its status (waitingOnIn), so a status's figure counts a tab (the staff
    // queue's waiting count of one provider is its Pending figure).
    check(
      'claims_waiting_on_status_check',
      sql`${table.waitingOn} = case ${table.status} ${sql.raw(
        CLAIM_STATUSES.map((status) => `when '${status}' then '${waitingOnIn(status)}'`).join(' '),
      )} end`,
    ),
    check(
      'claims_one_provider_check',
      sql`(${table.serviceProviderId} is null) or (${table.nonAceServiceProvider} is null)`,
    ),
    check(
      'claims_pre_approved_check',
      sql`${table.preApprovedCents} >= 0 and ${table.preApprovedCents} <= ${table.amountCents} and (${table.preApprovalId} is null) = (${table.preApprovedCents} = 0)`,
    ),
    // Claims fully covered by a pre-approval whose receipts the pre-approved claims job has not looked at yet.
    index('claims_pre_approved_unsettled_idx')
      .on(table.id)
      .where(
        sql`${table.preApprovalId} is not null and ${table.preApprovalSettledAt} is null and ${table.status} = 'Pending'`,
      ),
  ],
);

/*
 * Figures of the claims, kept by the database itself: triggers on claims adjust them in the statement that changes a
 * claim (migration 0011, docs/adr/0011-maintained-claim-figures.md), so no write path can forget them and a count
 * never scans claims. The provider and queue counts are split in 16 rows by claim id (its shard), so that
 * concurrent claims of one provider, or every new claim waiting for staff, do not queue for one row's lock.
 */

/** What a child's claims hold (Pending, Pending external) and have spent (Accepted): the rule of funds.ts. */
export const childClaimTotals = pgTable('child_claim_totals', {
  childId: integer('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
  spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * What a child's claims charged to one school year hold and have spent (claims.school_year; null for a child without
 * one): the figures each year's funds are read from, kept by the same statements as child_claim_totals.
 */
export const childYearClaimTotals = pgTable(
  'child_year_claim_totals',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    schoolYear: integer('school_year'),
    pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [unique('child_year_claim_totals_child_year_key').on(table.childId, table.schoolYear).nullsNotDistinct()],
);

/** How many of a programme provider's claims are in each status (the dashboard's tab counts). */
export const providerClaimCounts = pgTable(
  'provider_claim_counts',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull(),
    shard: integer('shard').notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.status, table.shard] })],
);

/** How many claims wait for staff or for a provider (the work queue's waiting count). */
export const claimQueueCounts = pgTable(
  'claim_queue_counts',
  {
    waitingOn: text('waiting_on').$type<Exclude<WaitingOn, 'nobody'>>().notNull(),
    shard: integer('shard').notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.waitingOn, table.shard] })],
);

/**
 * How many claims waiting for a provider fall due in each hour (from 2000-01-01 UTC, date_bin): the overdue count is
 * the hours that have passed plus the claims of the current hour that are due. An hour no claim falls due in has no
 * row.
 */
export const claimDueCounts = pgTable('claim_due_counts', {
  dueHour: timestamp('due_hour', { withTimezone: true }).primaryKey(),
  claims: bigint('claims', { mode: 'number' }).notNull(),
});

/** The same of one programme provider's claims (the staff queue's overdue count of one provider, migration 0014). */
export const providerDueCounts = pgTable(
  'provider_due_counts',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    dueHour: timestamp('due_hour', { withTimezone: true }).notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.dueHour] })],
);

/*
 * The programme's figures (issue 21, migration 0017, docs/adr/0022-programme-figures.md): kept by the database in the
 * claim's transaction like the figures above, per school year and month of submission (programme time), split in 16
 * rows by claim id. The Programme page (modules/programme) adds them up; it never counts claims. Claims and awards of
 * children without a school year (N/A) are kept under NO_SCHOOL_YEAR_FIGURES (migration 0028).
 */

/** The figures' school year of claims and awards without one: a key no programme year can have (from 1900). */
export const NO_SCHOOL_YEAR_FIGURES = 0;

/** The year's claims of each category and status submitted in a month (a rejected one's reason, else ''). */
export const programmeClaimFigures = pgTable(
  'programme_claim_figures',
  {
    schoolYear: integer('school_year').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    category: text('category').$type<ServiceCategory>().notNull(),
    status: text('status').$type<ClaimStatus>().notNull(),
    rejectionReason: text('rejection_reason').notNull(),
    shard: integer('shard').notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.schoolYear, table.month, table.category, table.status, table.rejectionReason, table.shard],
    }),
  ],
);

/** What the year's claims submitted in a month ask of each programme provider (Rejected claims left out). */
export const programmeProviderFigures = pgTable(
  'programme_provider_figures',
  {
    schoolYear: integer('school_year').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.schoolYear, table.month, table.providerId, table.shard] })],
);

/**
 * The year's claims paid, per month of submission (programme time) and programme provider (issue 34's audit figures:
 * the claims each provider's audits are drawn from): a claim counts once, when its first transfer completes, as in
 * programme_durations' payouts. Split in 16 rows by claim id like the provider figures.
 */
export const programmeProviderPayouts = pgTable(
  'programme_provider_payouts',
  {
    schoolYear: integer('school_year').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => serviceProviders.id, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.schoolYear, table.month, table.providerId, table.shard] })],
);

/**
 * How long the year's claims took, as the days they started and ended (programme time): from submission to the
 * provider's first decision ('decision'), and to the first completed payout ('payout'). Business days are counted
 * from the two days by the domain's calendar when read. A payout row also adds up what completed transfers paid.
 * Not split by claim id: a school year's rows are its days of submission times the days to an end (a few thousand),
 * and a row is shared only by claims submitted and decided (or paid) on the same two days.
 */
export const programmeDurations = pgTable(
  'programme_durations',
  {
    schoolYear: integer('school_year').notNull(),
    kind: text('kind').$type<'decision' | 'payout'>().notNull(),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }).notNull(),
    claims: bigint('claims', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.schoolYear, table.kind, table.submittedOn, table.endedOn] }),
    check('programme_durations_kind_check', sql`${table.kind} in ('decision', 'payout')`),
  ],
);

/**
 * How the number of the year's claims overdue at their providers changes on each day (programme time): +1 on the
 * first day a claim waiting for its provider is overdue at the day's end, -1 on the day it leaves the provider after
 * that (or on that first day, when it left before). Summed up to a day, the claims overdue at that day's end.
 */
export const programmeOverdueChanges = pgTable(
  'programme_overdue_changes',
  {
    schoolYear: integer('school_year').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.schoolYear, table.day, table.shard] })],
);

/** What the year's children are awarded. */
export const programmeAwards = pgTable('programme_awards', {
  schoolYear: integer('school_year').primaryKey(),
  awardCents: bigint('award_cents', { mode: 'number' }).notNull(),
});

/**
 * The columns of a file kept in the claim files' store, as claims, appeals and audit answers keep theirs: its place
 * among its owner's files, the name it was sent with, its content address (the sha256 of the bytes, hex), type and
 * size. New builders each call: a column builder belongs to one table.
 */
function storedFileColumns() {
  return {
    position: integer('position').notNull(),
    originalName: text('original_name').notNull(),
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  };
}

export const claimFiles = pgTable(
  'claim_files',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
    receiptNumber: text('receipt_number'),
  },
  (table) => [
    uniqueIndex('claim_files_claim_position_key').on(table.claimId, table.position),
    index('claim_files_sha256_idx').on(table.sha256),
    // Another claim with the receipt number a parent typed (modules/receipts: the same invoice on two claims).
    index('claim_files_receipt_number_key_idx')
      .on(sql`upper(${table.receiptNumber})`)
      .where(sql`${table.receiptNumber} is not null`),
  ],
);

/**
 * A parent's appeal of a rejected claim (issue 35, docs/adr/0035-appeals.md): one per claim (a claim is appealed
 * once), with the parent's statement, the deadline it is decided by, and once decided the outcome, who decided it, the
 * written reason and, when overturned, the amount the claim was approved for.
 */
export const claimAppeals = pgTable(
  'claim_appeals',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .unique()
      .references(() => claims.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id),
    statement: text('statement').notNull(),
    state: text('state').$type<AppealState>().notNull(),
    appealedAt: timestamp('appealed_at', { withTimezone: true }).notNull(),
    /** The end of the programme's deadline for deciding it (APPEAL_DECISION_DAYS). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decisionReason: text('decision_reason'),
    approvedAmountCents: integer('approved_amount_cents'),
  },
  (table) => [
    // The staff's list of open appeals, the oldest first.
    index('claim_appeals_open_idx')
      .on(table.appealedAt, table.id)
      .where(sql`${table.state} = 'open'`),
    index('claim_appeals_decided_idx')
      .on(table.decidedAt, table.id)
      .where(sql`${table.state} <> 'open'`),
    check('claim_appeals_state_check', sql`${table.state} in (${sql.raw(inList(APPEAL_STATES))})`),
    check(
      'claim_appeals_decided_check',
      sql`(${table.state} = 'open') = (${table.decidedAt} is null) and (${table.decidedAt} is null) = (${table.decidedBy} is null) and (${table.decidedAt} is null) = (${table.decisionReason} is null)`,
    ),
    check(
      'claim_appeals_approved_amount_check',
      sql`(${table.state} = 'overturned') = (${table.approvedAmountCents} is not null) and ${table.approvedAmountCents} > 0`,
    ),
  ],
);

/** The files a parent sent with an appeal: stored as claim files are (content-addressed), under the same rules. */
export const claimAppealFiles = pgTable(
  'claim_appeal_files',
  {
    id: serial('id').primaryKey(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => claimAppeals.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (table) => [
    uniqueIndex('claim_appeal_files_appeal_position_key').on(table.appealId, table.position),
    index('claim_appeal_files_sha256_idx').on(table.sha256),
  ],
);

/**
 * What was read from a stored file (modules/receipts, issue 19), by the file's content address: the same bytes are
 * read once however many claims carry them. A file chosen on the claim form is read before the claim is sent; a
 * reading no claim's file has after a day is deleted. The fields found, not the text they were found in (issue 29:
 * nothing read it, and an invoice's text holds a family's names and address).
 */
export const receiptReadings = pgTable(
  'receipt_readings',
  {
    sha256: text('sha256').primaryKey(),
    status: text('status').$type<'read' | 'unreadable'>().notNull(),
    source: text('source').$type<'text-layer' | 'ocr' | 'none'>().notNull(),
    textConfidence: real('text_confidence').notNull(),
    fields: jsonb('fields').$type<ReceiptFields>().notNull(),
    /** The invoice number read surely enough to compare (invoiceNumberKey), to find it on other claims. */
    invoiceNumberKey: text('invoice_number_key'),
    pages: integer('pages').notNull(),
    readMs: integer('read_ms').notNull(),
    /** The limit that stopped the reading of an unreadable file, if one did (modules/receipts/reading-worker.ts). */
    stoppedBy: text('stopped_by').$type<'overPixelBudget' | 'timeout' | 'outOfMemory' | 'crashed'>(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('receipt_readings_invoice_number_key_idx')
      .on(table.invoiceNumberKey)
      .where(sql`${table.invoiceNumberKey} is not null`),
    check('receipt_readings_status_check', sql`${table.status} in ('read', 'unreadable')`),
    check(
      'receipt_readings_stopped_by_check',
      sql`${table.stoppedBy} in ('overPixelBudget', 'timeout', 'outOfMemory', 'crashed')`,
    ),
  ],
);

export const reviewTokens = pgTable(
  'review_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token, hex; the token itself is never stored (see modules/reviews/review-tokens.ts). */
    tokenHash: text('token_hash').notNull().unique(),
    /** Random; the token is the HMAC of it under the server's review secret. */
    salt: text('salt').notNull(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    reviewType: text('review_type').$type<'internal' | 'external'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('review_tokens_claim_idx').on(table.claimId, table.reviewType)],
);

/** Append-only audit log of everything that happened to a claim. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorName: text('actor_name'),
    actorKind: text('actor_kind')
      .$type<'parent' | 'meritCs' | 'provider' | 'internalToken' | 'externalToken' | 'system'>()
      .notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ClaimStatus>(),
    toStatus: text('to_status').$type<ClaimStatus>(),
    fromAmountCents: integer('from_amount_cents'),
    toAmountCents: integer('to_amount_cents'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.at)],
);

/**
 * Who at the programme looked at a family's data (issue 21): one row per staff read of a claim, a family's details
 * or a receipt file, written in the transaction that reads. Append-only (a trigger refuses updates and deletes),
 * and apart from claim_events so that a claim's history stays about the claim (DESIGN.md). The parent is kept on
 * every row: a family's whole access history is one indexed query.
 */
export const staffReads = pgTable(
  'staff_reads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<StaffReadKind>().notNull(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => parents.userId),
    claimId: integer('claim_id').references(() => claims.id),
    fileId: integer('file_id').references(() => claimFiles.id),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_reads_parent_idx').on(table.parentUserId, table.at),
    index('staff_reads_claim_idx')
      .on(table.claimId, table.at)
      .where(sql`${table.claimId} is not null`),
    check(
      'staff_reads_kind_check',
      sql`${table.kind} in (${sql.raw(STAFF_READ_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * Each spreadsheet of many families' data a support-staff member downloads (issue 29): who, from where, when, the
 * search and how many rows were sent. Written before the first row is sent, so a download whose record could not be
 * written is not answered; its count is set once, when the download ends (or its client goes away). A trigger refuses
 * any other update, and every delete.
 */
export const staffExports = pgTable(
  'staff_exports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<StaffExportKind>().notNull(),
    query: text('query').notNull(),
    /** The rows sent; null while the download is being written, or when it could not be counted. */
    rowCount: integer('row_count'),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_exports_at_idx').on(table.at),
    check(
      'staff_exports_kind_check',
      sql`${table.kind} in (${sql.raw(STAFF_EXPORT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

export const appVersions = pgTable('app_versions', {
  platform: text('platform').$type<'android' | 'ios'>().primaryKey(),
  minimumVersion: text('minimum_version').notNull(),
});

/** A payout of an Accepted claim: a transfer at the bank provider from the programme to the parent or provider. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    amountCents: integer('amount_cents').notNull(),
    payTo: text('pay_to').$type<PayTo>().notNull(),
    /** Sent to the bank as Idempotency-Key, so a retried request never pays twice. */
    idempotencyKey: uuid('idempotency_key').notNull().unique().defaultRandom(),
    /** The transfer's URL at the bank provider, once created. */
    bankTransferRef: text('bank_transfer_ref').unique(),
    status: text('status')
      .$type<'queued' | 'pending' | 'processed' | 'failed' | 'cancelled'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transfers_claim_idx').on(table.claimId),
    index('transfers_status_idx').on(table.status),
    check('transfers_status_check', sql`${table.status} in ('queued', 'pending', 'processed', 'failed', 'cancelled')`),
  ],
);

/**
 * The job queue (DESIGN.md section 9): work that must happen after a transaction commits and must not be lost,
 * such as e-mails and payouts. Enqueued in the same transaction as the change that needs it; run by
 * src/jobs/job-runner.ts with retries and backoff.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** At most one job holds a key: a recurring job is one row, scheduled once however many processes start. */
    key: text('key'),
    /** A recurring job runs again this long after each run instead of being done (jobs/recurring-jobs.ts). */
    repeatEveryMs: bigint('repeat_every_ms', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_key_key').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * Audits of paid claims (issue 34, docs/adr/0034-audits-of-paid-claims.md). One row per week the weekly job drew its
 * sample from: the seed, the rate and the paid claims it drew from, so that an auditor can draw it again. The week is
 * the key: of several processes running the job, one inserts it and draws, the others find it drawn.
 */
export const auditSamples = pgTable(
  'audit_samples',
  {
    /** The Monday the week starts on (programme time). */
    weekStart: date('week_start', { mode: 'string' }).primaryKey(),
    seed: text('seed').notNull(),
    /** The share drawn, in basis points (500 is 5%). */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** The claims paid that week, in id order: what the draw was made from. */
    paidClaimIds: jsonb('paid_claim_ids').$type<number[]>().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('audit_samples_rate_check', sql`${table.rateBasisPoints} between 0 and 10000`)],
);

/**
 * An audited claim (one case per claim, so that a claim drawn, flagged and added by hand is audited once): why it is
 * audited, where it stands, its finding and what the finding recovered. A family's misspent amount is taken first
 * from the child's available funds of `recovered_year` (`from_funds_cents`, subtracted from that year's funds under
 * the family's lock); the rest is owed and repaid (`repaid_cents`, the sum of audit_repayments).
 */
export const auditCases = pgTable(
  'audit_cases',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    /**
     * The claim's place in the Programme page's figures, copied when the case opens (as programme_provider_payouts
     * keeps the claim's when it is paid): its school year (NO_SCHOOL_YEAR_FIGURES for none), its day of submission in
     * programme time and its provider, so the audit figures read the cases alone (issue 34 item 5).
     */
    figureYear: integer('figure_year').notNull(),
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    providerId: integer('provider_id').references(() => serviceProviders.id),
    sampled: boolean('sampled').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    sampleWeek: date('sample_week', { mode: 'string' }).references(() => auditSamples.weekStart),
    openedByUserId: integer('opened_by_user_id').references(() => users.id),
    openReason: text('open_reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    state: text('state').$type<AuditCaseState>().notNull(),
    outcome: text('outcome').$type<AuditOutcome>(),
    misspentCents: bigint('misspent_cents', { mode: 'number' }),
    misspentReason: text('misspent_reason').$type<AuditMisspentReason>(),
    explanation: text('explanation'),
    evidence: text('evidence'),
    foundByUserId: integer('found_by_user_id').references(() => users.id),
    foundAt: timestamp('found_at', { withTimezone: true }),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    debtor: text('debtor').$type<AuditDebtor>(),
    /** The school year the child's funds gave `from_funds_cents` from (null: the year "none"). */
    recoveredYear: integer('recovered_year').references(() => schoolYears.startYear),
    fromFundsCents: bigint('from_funds_cents', { mode: 'number' }).notNull().default(0),
    repaidCents: bigint('repaid_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('audit_cases_claim_key').on(table.claimId),
    index('audit_cases_figures_idx').on(table.figureYear, table.submittedOn),
    index('audit_cases_state_idx').on(table.state, table.openedAt),
    index('audit_cases_child_recovered_idx')
      .on(table.childId, table.recoveredYear)
      .where(sql`${table.fromFundsCents} > 0`),
    check('audit_cases_state_check', sql`${table.state} in (${sql.raw(inList(AUDIT_CASE_STATES))})`),
    check('audit_cases_outcome_check', sql`${table.outcome} in (${sql.raw(inList(AUDIT_OUTCOMES))})`),
    check('audit_cases_reason_check', sql`${table.misspentReason} in (${sql.raw(inList(AUDIT_MISSPENT_REASONS))})`),
    check('audit_cases_debtor_check', sql`${table.debtor} in (${sql.raw(inList(AUDIT_DEBTORS))})`),
    check('audit_cases_why_check', sql`${table.sampled} or ${table.flagged} or ${table.openedByUserId} is not null`),
    check('audit_cases_by_hand_check', sql`(${table.openedByUserId} is null) = (${table.openReason} is null)`),
    check(
      'audit_cases_misspent_check',
      sql`(${table.outcome} = 'misspent') = (${table.misspentCents} is not null and ${table.misspentCents} > 0)`,
    ),
    check(
      'audit_cases_recovered_check',
      sql`${table.fromFundsCents} >= 0 and ${table.repaidCents} >= 0 and ${table.fromFundsCents} + ${table.repaidCents} <= coalesce(${table.misspentCents}, 0)`,
    ),
  ],
);

/** A question staff asked the family on a case, its due date, and the family's answer. */
export const auditQuestions = pgTable(
  'audit_questions',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => auditCases.id),
    askedByUserId: integer('asked_by_user_id')
      .notNull()
      .references(() => users.id),
    question: text('question').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('audit_questions_case_idx').on(table.caseId, table.askedAt),
    // At most one question waits for its answer: two staff asking at once cannot both ask.
    uniqueIndex('audit_questions_waiting_key')
      .on(table.caseId)
      .where(sql`${table.answeredAt} is null`),
    index('audit_questions_waiting_due_idx')
      .on(table.dueAt)
      .where(sql`${table.answeredAt} is null`),
    check('audit_questions_answer_check', sql`(${table.answer} is null) = (${table.answeredAt} is null)`),
  ],
);

/** The files of a family's answer, kept by content address in the claim files' store. */
export const auditAnswerFiles = pgTable(
  'audit_answer_files',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => auditQuestions.id),
    ...storedFileColumns(),
  },
  (table) => [
    uniqueIndex('audit_answer_files_question_position_key').on(table.questionId, table.position),
    index('audit_answer_files_sha256_idx').on(table.sha256),
  ],
);

/** Money that arrived towards what a finding left owed, recorded by staff. */
export const auditRepayments = pgTable(
  'audit_repayments',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => auditCases.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_repayments_case_idx').on(table.caseId),
    check('audit_repayments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * A parent's request to approve a purchase before buying it (issue 35 part 1, ADR 0036). While it waits and once
 * approved it holds what is left of its amount (amount less what claims used) in the child's funds of its school
 * year (modules/awards/awards.repository.ts, childrenFundsColumns); rejected or expired it holds nothing.
 */
export const preApprovals = pgTable(
  'pre_approvals',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    usedCents: integer('used_cents').notNull().default(0),
    category: text('category').$type<ServiceCategory>().notNull(),
    description: text('description').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    serviceProviderId: integer('service_provider_id').references(() => serviceProviders.id),
    nonAceServiceProvider: jsonb('non_ace_service_provider').$type<NonAceServiceProvider>(),
    quoteLink: text('quote_link'),
    status: text('status').$type<PreApprovalStatus>().notNull(),
    /** Who acts next and, while its provider reviews it, by when (as a claim's, claim-wait-state.ts). */
    waitingOn: text('waiting_on').$type<WaitingOn>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    schoolYear: integer('school_year').references(() => schoolYears.startYear),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectionReason: text('rejection_reason').$type<RejectReason>(),
    rejectionNotes: text('rejection_notes'),
    /** Approved: the end of its last day (PRE_APPROVAL_DAYS), and when its parent is reminded. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindAt: timestamp('remind_at', { withTimezone: true }),
  },
  (table) => [
    index('pre_approvals_child_idx').on(table.childId, table.createdAt),
    // The Programme page's pre-approvals of a school year (null: of none) asked in a range of months.
    index('pre_approvals_figures_idx').on(table.schoolYear, table.createdAt),
    // The staff's and providers' lists of those waiting on them, the oldest first.
    index('pre_approvals_waiting_idx')
      .on(table.waitingOn, table.createdAt, table.id)
      .where(sql`${table.waitingOn} <> 'nobody'`),
    // The expiry job's approved pre-approvals by their end, and the reminder job's by when to remind.
    index('pre_approvals_expiring_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'Accepted'`),
    index('pre_approvals_remind_idx')
      .on(table.remindAt)
      .where(sql`${table.status} = 'Accepted' and ${table.remindAt} is not null`),
    check('pre_approvals_amount_check', sql`${table.amountCents} > 0`),
    check('pre_approvals_used_check', sql`${table.usedCents} >= 0 and ${table.usedCents} <= ${table.amountCents}`),
    check('pre_approvals_status_check', sql`${table.status} in (${sql.raw(inList(PRE_APPROVAL_STATUSES))})`),
    check(
      'pre_approvals_waiting_on_status_check',
      sql`${table.waitingOn} = case ${table.status} ${sql.raw(
        CLAIM_STATUSES.map((status) => `when '${status}' then '${waitingOnIn(status)}'`).join(' '),
      )} else 'nobody' end`,
    ),
    check(
      'pre_approvals_one_provider_check',
      sql`(${table.serviceProviderId} is null) <> (${table.nonAceServiceProvider} is null)`,
    ),
    check(
      'pre_approvals_approved_check',
      sql`(${table.status} in ('Accepted', 'Expired')) = (${table.expiresAt} is not null)`,
    ),
  ],
);

/**
 * The quote a parent sent as a file with a pre-approval request (ADR 0036): stored as claim files are
 * (content-addressed), under a claim file's rules, and opened through a signed link (/api/pre-approval-files).
 */
export const preApprovalFiles = pgTable(
  'pre_approval_files',
  {
    id: serial('id').primaryKey(),
    preApprovalId: integer('pre_approval_id')
      .notNull()
      .references(() => preApprovals.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (table) => [
    uniqueIndex('pre_approval_files_pre_approval_position_key').on(table.preApprovalId, table.position),
    index('pre_approval_files_sha256_idx').on(table.sha256),
  ],
);
