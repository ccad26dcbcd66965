import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import {
  DEFAULT_APPEAL_DECISION_DAYS,
  DEFAULT_APPEAL_PERIOD_DAYS,
  DEFAULT_PRE_APPROVAL_DAYS,
  DEFAULT_PRE_APPROVAL_REMINDER_DAYS,
  DEFAULT_AUDIT_ANSWER_BUSINESS_DAYS,
} from '@ace/domain';
import type { AuditSettings } from '@ace/domain';
import { z } from 'zod';
import { BANK_LINK_FLOWS, type BankLinkFlow } from './integrations/bank/bank-link-token.ts';
import { S3_ANSWER_TIMEOUT_MS, type S3FileStoreOptions } from './integrations/storage/s3-file-store.ts';
import { JOB_LEASE_MS } from './jobs/job-runner.ts';
import { DEFAULT_READING_LIMITS, type ReadingLimits } from './modules/receipts/reading-worker.ts';

/**
 * Every environment variable the API reads, parsed once at start. Nothing else reads process.env. A wrong value
 * stops the start with one line per variable saying what is wrong.
 */

const port = z.coerce.number().int().min(0).max(65_535);
const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const positiveInt = z.coerce.number().int().positive();
/** A switch written `true` or `false`, on by default. */
const trueOrFalse = z
  .enum(['true', 'false'], { error: 'expected true or false' })
  .default('true')
  .transform((value) => value === 'true');
/** An hour of the day in the programme's time zone. */
const hour = z.coerce.number().int().min(0).max(23);
/** `a@example.org, b@example.org` → the addresses. */
const emailList = z
  .string()
  .transform((text) => text.split(',').map((address) => address.trim()))
  .pipe(z.array(z.email('expected e-mail addresses separated by commas')).min(1));

/** 32 bytes, as 64 hex digits (openssl rand -hex 32) or in base64 (openssl rand -base64 32). */
const key256 = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const bytes = /^[0-9a-fA-F]{64}$/.test(text)
      ? Buffer.from(text, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
        ? Buffer.from(text, 'base64')
        : undefined;
    if (bytes?.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'expected 32 bytes: 64 hex digits (openssl rand -hex 32) or base64' });
      return z.NEVER;
    }
    return bytes;
  });

const semver = z.string().regex(/^\d+\.\d+\.\d+$/, 'expected a version like 1.4.0');

const requiredWithS3 = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'required when FILE_STORE is s3' : undefined),
};

/** Claim files: the local directory (DATA_DIR/files) by default, or an S3-compatible object store. */
const fileStoreSchema = z.discriminatedUnion(
  'FILE_STORE',
  [
    z.object({ FILE_STORE: z.literal('local').default('local') }),
    z.object({
      FILE_STORE: z.literal('s3'),
      S3_ENDPOINT: z.string(requiredWithS3).pipe(url),
      S3_BUCKET: z.string(requiredWithS3).min(1),
      S3_REGION: z.string().min(1).default('us-east-1'),
      S3_ACCESS_KEY_ID: z.string(requiredWithS3).min(1),
      S3_SECRET_ACCESS_KEY: z.string(requiredWithS3).min(1),
    }),
  ],
  { error: 'expected local or s3' },
);

/**
 * What a development start runs with when these are unset: the local stack's addresses and the stand-ins' credentials.
 * The production start refuses them (production-config.ts).
 */
export const DEVELOPMENT_DEFAULTS = {
  PUBLIC_URL: 'http://localhost:8080',
  DATA_DIR: '.data',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  BANK_CLIENT_ID: 'dev-bank-client',
  BANK_CLIENT_SECRET: 'dev-bank-secret',
  BANK_WEBHOOK_SECRET: 'dev-bank-webhook-secret',
} as const;

const settingsSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8081),
  PUBLIC_URL: url.default(DEVELOPMENT_DEFAULTS.PUBLIC_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://user@host:port/database')
    .optional(),
  DATA_DIR: z.string().min(1).default(DEVELOPMENT_DEFAULTS.DATA_DIR),
  OIDC_ISSUER: url.optional(),
  API_AUDIENCE: z.string().min(1).default('ace-portal-api'),
  MERIT_API_URL: url.optional(),
  BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
  /** How long a request may take to arrive, body included: five 10 MiB files over a slow mobile link. */
  REQUEST_TIMEOUT_MS: positiveInt.default(600_000),
  /** Requests with files an API process takes at once; the next waits its turn (plugins/upload-turns.ts). */
  UPLOADS_AT_ONCE: positiveInt.default(1),
  /** The longest a request with files waits for its turn before it goes ahead anyway. */
  UPLOAD_TURN_WAIT_MS: positiveInt.default(2000),
  MIN_APP_VERSION_ANDROID: semver.default('1.0.0'),
  MIN_APP_VERSION_IOS: semver.default('1.0.0'),
  SUPPORT_EMAIL: z.email().default('support@aceohio.example.org'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp://host:port or smtps://user:pass@host:port')
    .default(DEVELOPMENT_DEFAULTS.SMTP_URL),
  MAIL_FROM: z.string().min(3).default('Ohio ACE Program <no-reply@aceohio.example.org>'),
  REVIEW_TOKEN_DAYS: positiveInt.max(365).default(60),
  BANK_API_URL: url.optional(),
  BANK_CLIENT_ID: z.string().min(1).default(DEVELOPMENT_DEFAULTS.BANK_CLIENT_ID),
  BANK_CLIENT_SECRET: z.string().min(1).default(DEVELOPMENT_DEFAULTS.BANK_CLIENT_SECRET),
  BANK_WEBHOOK_SECRET: z
    .string()
    .min(16, 'expected at least 16 characters')
    .default(DEVELOPMENT_DEFAULTS.BANK_WEBHOOK_SECRET),
  /** Where the bank sends its webhooks; the API subscribes it at start. */
  BANK_WEBHOOK_URL: url.optional(),
  /** The programme's funding source payouts come from; unset: the bank account's verified bank, looked up. */
  BANK_FUNDING_SOURCE_URL: url.optional(),
  BANK_LINK_FLOW: z.enum(BANK_LINK_FLOWS).default('funding-sources-token'),
  JOB_INTERVAL_MS: positiveInt.default(1000),
  /** How long a taken job is its runner's before another may take it (jobs/job-runner.ts); 5 minutes. */
  JOB_LEASE_MS: positiveInt.min(1000).default(300_000),
  /** How long readiness reuses the answer of a part the API serves without (modules/signals/readiness.ts); 5 s. */
  READINESS_CACHE_MS: positiveInt.max(60_000).default(5000),
  /** How long a provider membership the identity provider confirmed is trusted before it is confirmed again. */
  MEMBERSHIP_RECHECK_SECONDS: positiveInt.max(86_400).default(300),
  /** Signs the short-lived links to claim files; set it in production (a random one per start otherwise). */
  FILE_URL_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  FILE_URL_SECONDS: positiveInt.max(86_400).default(900),
  /** Review links are derived from this secret and a random salt per link; set it in production. */
  REVIEW_TOKEN_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  /** Encrypts backups and signs their manifests (cli/backups/, ADR 0021); needed to restore them. */
  BACKUP_ENCRYPTION_KEY: key256.optional(),
  /** Rate limits (plugins/rate-limit.ts; apps/api/README.md, "Rate limits"). */
  REVIEW_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  RECEIPT_READINGS_PER_MINUTE: positiveInt.default(12),
  RECEIPT_NUMBER_CHECKS_PER_MINUTE: positiveInt.default(30),
  CLAIM_SUBMISSIONS_PER_MINUTE: positiveInt.default(10),
  DATA_ARCHIVES_PER_HOUR: positiveInt.default(10),
  LOGINS_PER_MINUTE: positiveInt.default(20),
  READINESS_CHECKS_PER_MINUTE: positiveInt.default(60),
  RECEIPT_READING_CPU_MS: positiveInt.default(DEFAULT_READING_LIMITS.cpuMs),
  /** Under a reading job's lease, so that no other process takes a file while it is read. */
  RECEIPT_READING_TIMEOUT_MS: positiveInt.max(JOB_LEASE_MS - 1).default(DEFAULT_READING_LIMITS.timeoutMs),
  RECEIPT_READING_MEMORY_MB: positiveInt.default(DEFAULT_READING_LIMITS.memoryMb),
  RECEIPT_READING_MAX_PIXELS: positiveInt.default(DEFAULT_READING_LIMITS.maxPixels),
  /** The reading threads' niceness on Linux, 0 to 19 (docs/operations.md, "Workers"). */
  RECEIPT_READING_NICENESS: z.coerce.number().int().min(0).max(19).default(DEFAULT_READING_LIMITS.niceness),
  /** false: the reading threads keep their niceness instead of Linux's idle policy (docs/operations.md, "Workers"). */
  RECEIPT_READING_IDLE: trueOrFalse,
  /** How many receipts one process reads at once, each in a thread of its own (docs/operations.md, "Workers"). */
  RECEIPT_READING_THREADS: positiveInt.max(64).default(1),
  /** false: the API queues the reading of submitted receipts and leaves it to worker processes (--worker). */
  API_READS_RECEIPTS: trueOrFalse,
  /** false: the API runs no job at all (e-mails, payouts, reminders, readings): worker processes run them all. */
  API_RUNS_JOBS: trueOrFalse,
  /** The programme's rule: a provider decides within this many business days of a claim being sent. */
  PROVIDER_REVIEW_BUSINESS_DAYS: positiveInt.max(60).default(10),
  PROVIDER_REMINDER_HOUR: hour.default(8),
  /** The programme's appeal rules (issue 35): days after a rejection a family may appeal, and days to decide one. */
  APPEAL_PERIOD_DAYS: positiveInt.max(365).default(DEFAULT_APPEAL_PERIOD_DAYS),
  APPEAL_DECISION_DAYS: positiveInt.max(365).default(DEFAULT_APPEAL_DECISION_DAYS),
  /** Pre-approvals (issue 35 part 1): days an approved one lasts, and how many days before its end the parent is reminded. */
  PRE_APPROVAL_DAYS: positiveInt.max(730).default(DEFAULT_PRE_APPROVAL_DAYS),
  PRE_APPROVAL_REMINDER_DAYS: positiveInt.max(365).default(DEFAULT_PRE_APPROVAL_REMINDER_DAYS),
  /** Who gets the support staff's daily digest; unset: every support-staff user of the portal. */
  STAFF_DIGEST_RECIPIENTS: emailList.optional(),
  STAFF_DIGEST_HOUR: hour.default(7),
  AUDIT_SAMPLE_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(5),
  AUDIT_ANSWER_BUSINESS_DAYS: positiveInt.max(60).default(DEFAULT_AUDIT_ANSWER_BUSINESS_DAYS),
  AUDIT_CONFIRM_ABOVE_CENTS: z.coerce.number().int().min(0).default(50_000),
  /**
   * The proxies in front of the API (addresses, CIDR ranges or proxy-addr names, comma-separated; the local
   * gateway: loopback). The client's address is the first in X-Forwarded-For, from the end, that is not one of
   * them: never what a client wrote into the header itself.
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  /** Where copies of the API count rate limits together; unset: each process counts alone. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected redis://host:port or rediss://user:pass@host:port')
    .optional(),
  /** Prometheus metrics on a listener of their own, apart from the public API; unset: not served. */
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** Jobs left to worker processes need a database the workers share: the embedded one belongs to one process. */
const readersReachable = settingsSchema.superRefine((settings, ctx) => {
  if (settings.DATABASE_URL !== undefined) return;
  if (!settings.API_READS_RECEIPTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['API_READS_RECEIPTS'],
      message: 'false needs DATABASE_URL: worker processes read receipts from a PostgreSQL database they share',
    });
  }
  if (!settings.API_RUNS_JOBS) {
    ctx.addIssue({
      code: 'custom',
      path: ['API_RUNS_JOBS'],
      message: 'false needs DATABASE_URL: worker processes run the jobs from a PostgreSQL database they share',
    });
  }
});

const environmentSchema = readersReachable.and(fileStoreSchema);

export type Environment = z.input<typeof environmentSchema>;

export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** PostgreSQL when set; otherwise the embedded database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  oidcIssuer: string;
  apiAudience: string;
  meritApiUrl: string;
  bodyLimitBytes: number;
  /** How long a request may take to arrive, headers and body (Fastify's requestTimeout). */
  requestTimeoutMs: number;
  /** An upload older than this belongs to no request any more (its process was killed): the sweep removes it. */
  staleUploadMs: number;
  /** Requests with files take turns: so many at once, none waiting longer than `maxWaitMs` (plugins/upload-turns.ts). */
  uploadTurns: { atOnce: number; maxWaitMs: number };
  minAppVersion: { android: string; ios: string };
  supportEmail: string;
  smtpUrl: string;
  mailFrom: string;
  reviewTokenDays: number;
  bank: {
    apiUrl: string;
    clientId: string;
    clientSecret: string;
    webhookSecret: string;
    webhookUrl: string;
    programmeFundingSource: string | undefined;
    linkFlow: BankLinkFlow;
  };
  jobIntervalMs: number;
  jobLeaseMs: number;
  readinessCacheMs: number;
  /** A provider membership older than this is confirmed with the identity provider again before it is used. */
  membershipRecheckMs: number;
  fileUrls: { secret: string; seconds: number };
  /** Undefined means: kept in DATA_DIR (created on first start), so links survive restarts of a local stack. */
  reviewTokenSecret: string | undefined;
  /** Undefined: backups are written only with --unencrypted, and restore only backups taken without a key. */
  backupEncryptionKey: Buffer | undefined;
  rateLimits: RateLimitSettings;
  /** How long, how much memory and how many pixels one file may take to read (modules/receipts/reading-worker.ts). */
  receiptReading: ReadingLimits;
  /**
   * Who reads submitted receipts (the job queue's reading jobs) and with how many threads each: worker processes,
   * and the API unless `inApi` is false (it then only queues them; false too when the API runs no jobs).
   */
  receiptJobs: { threads: number; inApi: boolean };
  /** Whether the API runs jobs at all (API_RUNS_JOBS); false leaves every job to worker processes. */
  jobsInApi: boolean;
  deadlines: {
    providerReviewBusinessDays: number;
    /** The hour (programme time) provider reminders are sent on their day. */
    providerReminderHour: number;
    /** Undefined: every support-staff user. */
    staffDigestRecipients: string[] | undefined;
    staffDigestHour: number;
  };
  /** Appeals of rejected claims (issue 35): how many days a family has to appeal, and staff to decide. */
  appeals: { periodDays: number; decisionDays: number };
  /** Pre-approvals (issue 35 part 1): how many days an approved one lasts, and the reminder's days before its end. */
  preApprovals: { days: number; reminderDays: number };
  /** The programme's audits of paid claims (issue 34): the weekly sample's rate, the answer's time, the second person. */
  audits: AuditSettings;
  /** Rate limits shared by every copy of the API; undefined: counted in this process. */
  redisUrl: string | undefined;
  /** The proxies in front of the API, whose X-Forwarded-For entries are believed. */
  trustProxy: string;
  /** Where GET /metrics is served, apart from the API's port; port undefined: nowhere. */
  metrics: { host: string; port: number | undefined };
  fileStore: FileStoreConfig;
}

/** How many requests the limited routes take (plugins/rate-limit.ts says whose requests count together). */
export interface RateLimitSettings {
  /** Per client address, on the review-link endpoints. */
  reviewLinksPerMinute: number;
  /** Per parent: files read on the claim form (each read costs seconds). */
  receiptReadingsPerMinute: number;
  /** Per parent: receipt numbers typed on the claim form, asked whether the family already sent them. */
  receiptNumberChecksPerMinute: number;
  /** Per parent. */
  claimSubmissionsPerMinute: number;
  /** Per parent, on each of the archive, its link and the archive through the link (each zips every file). */
  dataArchivesPerHour: number;
  /** Per person, on each login-success route. */
  loginsPerMinute: number;
  /** Per client address and copy of the API: an orchestrator asks each copy about itself. */
  readinessChecksPerMinute: number;
}

/** Where claim files are kept; an S3 store still streams uploads to a local directory while they are checked. */
export type FileStoreConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3FileStoreOptions);

/**
 * The longest an upload's temporary file can belong to a request: the body arrives within the request timeout
 * (which Node checks every 30 s), then the store may take its answer timeout to keep the file, then the claim is
 * written. A minute covers the check and the writing.
 */
function staleUploadMs(requestTimeoutMs: number): number {
  return requestTimeoutMs + S3_ANSWER_TIMEOUT_MS + 60_000;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from an environment (process.env at start; a literal one in tests). */
export function loadConfig(environment: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The API's configuration is wrong:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = env.PUBLIC_URL;
  const oidcIssuer = env.OIDC_ISSUER ?? `${publicUrl}/merit`;
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR);
  return {
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    oidcIssuer,
    apiAudience: env.API_AUDIENCE,
    meritApiUrl: env.MERIT_API_URL ?? oidcIssuer,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    staleUploadMs: staleUploadMs(env.REQUEST_TIMEOUT_MS),
    uploadTurns: { atOnce: env.UPLOADS_AT_ONCE, maxWaitMs: env.UPLOAD_TURN_WAIT_MS },
    minAppVersion: { android: env.MIN_APP_VERSION_ANDROID, ios: env.MIN_APP_VERSION_IOS },
    supportEmail: env.SUPPORT_EMAIL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    reviewTokenDays: env.REVIEW_TOKEN_DAYS,
    bank: {
      apiUrl: env.BANK_API_URL ?? `${publicUrl}/bank`,
      clientId: env.BANK_CLIENT_ID,
      clientSecret: env.BANK_CLIENT_SECRET,
      webhookSecret: env.BANK_WEBHOOK_SECRET,
      webhookUrl: env.BANK_WEBHOOK_URL ?? `${publicUrl}/api/bank/webhooks`,
      programmeFundingSource: env.BANK_FUNDING_SOURCE_URL,
      linkFlow: env.BANK_LINK_FLOW,
    },
    jobIntervalMs: env.JOB_INTERVAL_MS,
    jobLeaseMs: env.JOB_LEASE_MS,
    readinessCacheMs: env.READINESS_CACHE_MS,
    membershipRecheckMs: env.MEMBERSHIP_RECHECK_SECONDS * 1000,
    fileUrls: { secret: env.FILE_URL_SECRET ?? randomBytes(32).toString('hex'), seconds: env.FILE_URL_SECONDS },
    reviewTokenSecret: env.REVIEW_TOKEN_SECRET,
    backupEncryptionKey: env.BACKUP_ENCRYPTION_KEY,
    receiptReading: {
      cpuMs: env.RECEIPT_READING_CPU_MS,
      timeoutMs: env.RECEIPT_READING_TIMEOUT_MS,
      memoryMb: env.RECEIPT_READING_MEMORY_MB,
      maxPixels: env.RECEIPT_READING_MAX_PIXELS,
      niceness: env.RECEIPT_READING_NICENESS,
      idle: env.RECEIPT_READING_IDLE,
    },
    receiptJobs: { threads: env.RECEIPT_READING_THREADS, inApi: env.API_RUNS_JOBS && env.API_READS_RECEIPTS },
    jobsInApi: env.API_RUNS_JOBS,
    rateLimits: {
      reviewLinksPerMinute: env.REVIEW_RATE_LIMIT_PER_MINUTE,
      receiptReadingsPerMinute: env.RECEIPT_READINGS_PER_MINUTE,
      receiptNumberChecksPerMinute: env.RECEIPT_NUMBER_CHECKS_PER_MINUTE,
      claimSubmissionsPerMinute: env.CLAIM_SUBMISSIONS_PER_MINUTE,
      dataArchivesPerHour: env.DATA_ARCHIVES_PER_HOUR,
      loginsPerMinute: env.LOGINS_PER_MINUTE,
      readinessChecksPerMinute: env.READINESS_CHECKS_PER_MINUTE,
    },
    deadlines: {
      providerReviewBusinessDays: env.PROVIDER_REVIEW_BUSINESS_DAYS,
      providerReminderHour: env.PROVIDER_REMINDER_HOUR,
      staffDigestRecipients: env.STAFF_DIGEST_RECIPIENTS,
      staffDigestHour: env.STAFF_DIGEST_HOUR,
    },
    appeals: { periodDays: env.APPEAL_PERIOD_DAYS, decisionDays: env.APPEAL_DECISION_DAYS },
    preApprovals: { days: env.PRE_APPROVAL_DAYS, reminderDays: env.PRE_APPROVAL_REMINDER_DAYS },
    audits: {
      sampleRate: env.AUDIT_SAMPLE_PERCENT / 100,
      answerBusinessDays: env.AUDIT_ANSWER_BUSINESS_DAYS,
      confirmAboveCents: env.AUDIT_CONFIRM_ABOVE_CENTS,
    },
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT },
    fileStore:
      env.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            temporaryDirectory: join(dataDir, 'uploads'),
          }
        : { kind: 'local', directory: join(dataDir, 'files') },
  };
}
