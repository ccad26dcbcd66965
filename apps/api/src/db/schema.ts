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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLAIM_STATUSES,
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
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id),
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
    awardCents: integer('award_cents').notNull(),
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
    check('children_award_check', sql`${table.awardCents} >= 0`),
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
 * rows by claim id. The Programme page (modules/programme) adds them up; it never counts claims.
 */

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

export const claimFiles = pgTable(
  'claim_files',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    originalName: text('original_name').notNull(),
    /** Content address in the file store: the sha256 of the bytes, hex. */
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
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
