import { randomBytes } from 'node:crypto';
import { globSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { translate } from '@ace/domain';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/bank-flow.ts';
import { startTestBank, type TestBank } from '../test/dev-bank.ts';
import { startTestMailCatcher, type TestMailCatcher } from '../test/dev-mail.ts';
import { startTestMailServer, type TestMailServer } from '../test/mail-server.ts';
import { insertChild, insertParent, insertProvider } from '../test/factories.ts';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy.ts';
import { freePort } from '../test/free-port.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from '../test/identity-provider.ts';
import { postgresPrograms, startOwnPostgres, type OwnPostgres } from '../test/own-postgres.ts';
import { redisServerFound, startOwnRedis, type OwnRedis } from '../test/own-redis.ts';
import { startProcess, stopProcesses, type Process } from '../test/processes.ts';
import { S3_CREDENTIALS, startTestS3, type TestS3 } from '../test/s3-stand-in.ts';
import { testDatabaseKind } from '../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { FileStore } from './integrations/storage/file-store.ts';
import { createS3FileStore } from './integrations/storage/s3-file-store.ts';
import { REMOVE_UNCLAIMED, removeUnclaimed } from './modules/files/unreferenced-files.ts';
import { claimFiles, claims, jobs } from './db/schema.ts';

/**
 * Bad days (issue 33, 3): while parents send claims and open their dashboard, each part the portal uses is taken away
 * and brought back: PostgreSQL restarted, Redis stopped, the file store unreachable, the mail server down, the bank
 * answering 500s and not answering at all. Every answer is a success or a 503 in the error envelope, never a 500 or a
 * hang; readiness names what is missing; every claim accepted is kept whole and once, every refused one leaves
 * nothing; every e-mail is sent once when the mail server is back; and the portal serves again by itself, in the
 * time each test reports. The parts are the test's own: a PostgreSQL cluster made with initdb in a temporary folder,
 * a redis-server on a free port, and the stand-ins behind fault proxies (test/fault-proxy.ts). It runs in the
 * postgres project (an API process needs a server database) where PostgreSQL's programs and redis-server are
 * installed.
 */
const programs = postgresPrograms();
const runs = testDatabaseKind() === 'postgres' && programs !== undefined && redisServerFound();

const API_SERVER = join(import.meta.dirname, 'server.ts');
/** A receipt of its own for each claim: the same one sent twice would be asked about (RECEIPT_ALREADY_SENT). */
const receipt = (description: string) => new TextEncoder().encode(`%PDF-1.7\n% ${description}\n%%EOF\n`);
/** Longer than any answer may take, the bank's own timeout (10 s) included: past it a request counts as a hang. */
const HANG_MS = 15_000;
/** How many parents send claims at once. */
const PARENTS = 3;
/**
 * How long a taken job is its runner's in the API here (5 minutes in production): a job left undone runs again after.
 * Longer than PostgreSQL's restart takes on a loaded machine: a runner that cannot record an e-mail sent before the
 * lease runs out leaves it to be sent again (10 s was too short once in a CI run at a load of 15 on two cores).
 */
const JOB_LEASE_MS = 30_000;

interface Outcome {
  what: 'submit' | 'dashboard' | 'bank link';
  /** The claim's description, for a submission. */
  description?: string;
  status: number;
  body: Record<string, unknown> | undefined;
  startedAt: number;
  endedAt: number;
}

const isRefusedSubmission = (o: Outcome) => o.what === 'submit' && o.status === 503;
const isAcceptedSubmission = (o: Outcome) => o.what === 'submit' && o.status === 201;

interface Family {
  token: string;
  email: string;
  childId: number;
}

describe.skipIf(!runs)(
  'bad days: each part taken away under load and brought back (needs PostgreSQL programs and redis-server)',
  { timeout: 60_000 },
  () => {
    let postgres: OwnPostgres;
    let redis: OwnRedis;
    let database: DatabaseHandle;
    let identity: TestIdentityProvider;
    /** Where the load's e-mails go (read in-process); the stack's own catcher for the e-mail sent as the database goes. */
    let mail: TestMailServer;
    let catcher: TestMailCatcher;
    let bank: TestBank;
    let s3: TestS3;
    const proxies: Record<'mail' | 'bank' | 's3', FaultProxy> = {} as Record<'mail' | 'bank' | 's3', FaultProxy>;
    let api: Process;
    /** What afterAll stops and removes, last started first. */
    const cleanups: (() => unknown)[] = [];
    /** The claim files' store as the API sees it, read directly (not through the fault proxy). */
    let store: FileStore;
    let providerNumber: string;
    const families: Family[] = [];
    /** Every answer of every test, checked once more at the end. */
    const answered: Outcome[] = [];
    let sequence = 0;

    beforeAll(async () => {
      postgres = await startOwnPostgres(programs ?? '');
      cleanups.push(() => postgres.close());
      await postgres.createDatabase('ace');
      database = openDatabase({ databaseUrl: postgres.url('ace'), poolSize: 4 });
      cleanups.push(() => database.close());
      const [mailProxy, bankProxy, s3Proxy] = await Promise.all([
        startFaultProxy(),
        startFaultProxy(),
        startFaultProxy(),
      ]);
      Object.assign(proxies, { mail: mailProxy, bank: bankProxy, s3: s3Proxy });
      cleanups.push(() => Promise.all(Object.values(proxies).map((proxy) => proxy.close())));
      [identity, mail, catcher, bank, s3, redis] = await Promise.all([
        startTestIdentityProvider(),
        startTestMailServer(),
        startTestMailCatcher(),
        startTestBank({ publicUrl: bankProxy.origin }),
        startTestS3(),
        startOwnRedis(),
        database.migrate(),
      ]);
      cleanups.push(() =>
        Promise.all([identity.close(), mail.close(), catcher.stop(), bank.stop(), s3.stop(), redis.stop()]),
      );
      store = createS3FileStore({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        ...S3_CREDENTIALS,
        temporaryDirectory: s3.directory,
      });
      mailProxy.forwardTo(Number(new URL(mail.url).port));
      bankProxy.forwardTo(bank.port);
      s3Proxy.forwardTo(Number(new URL(s3.endpoint).port));

      const provider = await insertProvider(database.db, { status: 'Active', contactEmail: 'office@provider.example' });
      providerNumber = provider.number;
      for (let n = 0; n < PARENTS; n += 1) {
        const parent = await insertParent(database.db);
        const child = await insertChild(database.db, parent.user.id);
        families.push({ token: await identity.token(parent.person), email: parent.user.email, childId: child.id });
      }

      const dataDir = mkdtempSync(join(tmpdir(), 'ace-bad-days-'));
      cleanups.push(() => {
        rmSync(dataDir, { recursive: true, force: true });
      });
      api = startProcess('api', API_SERVER, await freePort(), {
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url('ace'),
        REDIS_URL: redis.url,
        OIDC_ISSUER: identity.issuer,
        SMTP_URL: `smtp://127.0.0.1:${mailProxy.port}`,
        BANK_API_URL: bank.apiUrl,
        FILE_STORE: 's3',
        S3_ENDPOINT: s3Proxy.origin,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
        FILE_URL_SECRET: randomBytes(32).toString('hex'),
        REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
        JOB_INTERVAL_MS: '50',
        JOB_LEASE_MS: String(JOB_LEASE_MS),
        // Reading receipts is the workers' (worker.int.test.ts): here the API's own answers are measured.
        API_READS_RECEIPTS: 'false',
        CLAIM_SUBMISSIONS_PER_MINUTE: '100000',
        READINESS_CHECKS_PER_MINUTE: '100000',
        // Readiness tells sooner (5 s in production): the load runs on while the test waits for it.
        READINESS_CACHE_MS: '500',
      });
      let stopping = false;
      cleanups.push(() => {
        stopping = true;
        return stopProcesses([api]);
      });
      // An API that dies fails every test after: its last words say why.
      void api.exited.then((code) => {
        if (!stopping) console.error(`the API exited (${String(code)}):\n${api.output().slice(-8000)}`);
      });
      await api.said('ACE Portal API ready');
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function call(
      what: Outcome['what'],
      path: string,
      family: Family,
      init: RequestInit = {},
      description?: string,
    ): Promise<Outcome> {
      const startedAt = performance.now();
      let status = 0;
      let body: Outcome['body'];
      try {
        const response = await fetch(`${api.url}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${family.token}` },
          signal: AbortSignal.timeout(HANG_MS),
        });
        status = response.status;
        const text = await response.text();
        body = text === '' ? undefined : (JSON.parse(text) as Outcome['body']);
      } catch (error) {
        // No answer in time (a hang) or the connection cut: status 0, which no expectation accepts.
        body = { error: String(error) };
      }
      const outcome: Outcome = { what, status, body, startedAt, endedAt: performance.now() };
      if (description !== undefined) outcome.description = description;
      answered.push(outcome);
      return outcome;
    }

    function submit(family: Family): Promise<Outcome> {
      sequence += 1;
      const description = `Bad day claim ${sequence}`;
      const form = new FormData();
      const fields = {
        childId: String(family.childId),
        amount: '1.00',
        category: 'tutoring',
        dateOfService: '2023-09-01',
        description,
        payTo: 'Vendor',
        serviceProviderNumber: providerNumber,
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file1', new Blob([receipt(description)], { type: 'application/pdf' }), 'receipt.pdf');
      return call('submit', '/api/user/claim', family, { method: 'POST', body: form }, description);
    }

    /**
     * Parents sending claims and opening their dashboard, one after another each, until stopped: what a busy morning
     * does to one API process, shortened.
     */
    function startLoad() {
      const outcomes: Outcome[] = [];
      let stopping = false;
      const parents = families.map(async (family) => {
        while (!stopping) {
          outcomes.push(await submit(family));
          outcomes.push(await call('dashboard', '/api/user/parent', family));
        }
      });
      return {
        outcomes,
        /** Resolves once `count` claims started after `since` were accepted; answers when the first of them ended. */
        async accepted(count: number, since: number): Promise<number> {
          const done = await eventually(
            () =>
              Promise.resolve(outcomes.filter((o) => o.what === 'submit' && o.status === 201 && o.startedAt > since)),
            (found) => found.length >= count,
            30_000,
          ).catch((error: unknown) => {
            throw new Error(`${String(error)}; last answers: ${JSON.stringify(outcomes.slice(-4))}`);
          });
          return Math.min(...done.map((o) => o.endedAt));
        },
        async stop(): Promise<Outcome[]> {
          stopping = true;
          await Promise.all(parents);
          return outcomes;
        },
      };
    }

    interface ReadinessAnswer {
      status: number;
      body: { status: string; checks: Record<string, string> };
    }

    async function readiness(): Promise<ReadinessAnswer> {
      const response = await fetch(`${api.url}/api/health/ready`, { signal: AbortSignal.timeout(HANG_MS) });
      const body = (await response.json()) as { data: ReadinessAnswer['body'] };
      return { status: response.status, body: body.data };
    }

    /**
     * Waits until readiness answers `status` with the parts of `away` in their states and every other part ok (each
     * part's answer is reused for 0.5 s here, READINESS_CACHE_MS), and answers how long that took (ms).
     */
    async function readinessSays(status: number, away: Record<string, 'failed' | 'degraded'> = {}): Promise<number> {
      const from = performance.now();
      const expected = {
        status,
        body: {
          status: status === 503 ? 'not ready' : Object.keys(away).length > 0 ? 'degraded' : 'ready',
          checks: { database: 'ok', uploads: 'ok', files: 'ok', redis: 'ok', mail: 'ok', bank: 'ok', ...away },
        },
      };
      const answer = await eventually(readiness, (found) => isDeepStrictEqual(found, expected), 10_000).catch(
        (error: unknown) => {
          throw new Error(`readiness, expected ${JSON.stringify(expected)}: ${String(error)}`);
        },
      );
      expect(answer).toEqual(expected);
      return Math.round(performance.now() - from);
    }

    /** Every answer a success, or a 503 in the error envelope with one of `codes` (the message in the catalogue). */
    function expectOnlySuccessesOr503(outcomes: readonly Outcome[], codes: readonly string[]) {
      const unexpected = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 503);
      expect(unexpected.map((o) => `${o.what} ${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
      for (const refused of outcomes.filter((o) => o.status === 503)) {
        expect(refused.body).toEqual({
          success: false,
          error: expect.any(String) as string,
          message: refused.body?.error,
          code: expect.any(String) as string,
          requestId: expect.any(String) as string,
        });
        expect(codes).toContain(refused.body?.code);
      }
    }

    /**
     * How long the e-mails still due may take: until the latest next attempt of a mail job not yet done (an outage
     * that outlasts a job's retries pushes it back 10 s, 20 s, 40 s …, jobs/job-runner.ts), or the end of its lease
     * for one taken by a runner that could not record how it ran (JOB_LEASE_MS), and 20 s more to send.
     */
    async function mailDueWithinMs(): Promise<number> {
      const [due] = await database.db
        .select({
          lastMs: sql<
            number | null
          >`extract(epoch from max(greatest(${jobs.runAt}, ${jobs.lockedUntil}))) * 1000`.mapWith(Number),
        })
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail.send'), isNull(jobs.doneAt), isNull(jobs.failedAt)));
      return Math.max((due?.lastMs ?? 0) - Date.now(), 0) + 20_000;
    }

    /**
     * Each claim accepted is kept once and whole (its file listed and in the store) and its parent told once by
     * e-mail; a refused one left nothing. Waits for the e-mails (sent by the job queue) as long as `mailDueWithinMs`
     * says.
     */
    async function expectNothingLost(outcomes: readonly Outcome[]) {
      const sent = outcomes.filter((o) => o.what === 'submit');
      const kept = await database.db
        .select({ id: claims.id, description: claims.description })
        .from(claims)
        .where(
          inArray(
            claims.description,
            sent.map((o) => o.description ?? ''),
          ),
        );
      const accepted = sent.filter((o) => o.status === 201).map((o) => o.description);
      expect(kept.map((claim) => claim.description).sort()).toEqual(accepted.sort());
      const ids = kept.map((claim) => claim.id);
      const filesOf = await database.db
        .select({ claimId: claimFiles.claimId, sha256: claimFiles.sha256 })
        .from(claimFiles)
        .where(inArray(claimFiles.claimId, ids.length > 0 ? ids : [0]));
      expect(filesOf.map((file) => file.claimId).sort()).toEqual([...ids].sort());
      for (const { sha256 } of filesOf) expect(await store.has(sha256)).toBe(true);
      const subjects = ids.map((id) => translate('mail.received.subject', { id }));
      const received = await eventually(
        () => Promise.resolve(mail.messages.filter((message) => subjects.includes(message.subject))),
        (messages) => messages.length >= subjects.length,
        await mailDueWithinMs(),
      );
      // Once each: a job sent twice would show its subject twice.
      expect(received.map((message) => message.subject).sort()).toEqual([...subjects].sort());
    }

    /**
     * Runs the load, waits until it is under way, takes the part away until the load has met the outage (a refused
     * submission, or `untilMet`), brings it back, and answers the time from its return to the first claim accepted
     * after it (ms), with every answer of the load.
     */
    async function outage(options: {
      takeAway: () => Promise<void> | void;
      bringBack: () => Promise<void> | void;
      /** What shows the outage was met: by default a refused submission. */
      met?: (outcomes: readonly Outcome[], awayFrom: number) => boolean;
      /** Read while the part is away. */
      whileAway?: () => Promise<void>;
    }): Promise<{ outcomes: Outcome[]; recoveryMs: number }> {
      const load = startLoad();
      try {
        await load.accepted(PARENTS, 0);
        const awayFrom = performance.now();
        await options.takeAway();
        try {
          const met =
            options.met ?? ((outcomes, from) => outcomes.some((o) => isRefusedSubmission(o) && o.startedAt > from));
          await eventually(
            () => Promise.resolve(load.outcomes),
            (outcomes) => met(outcomes, awayFrom),
            20_000,
          );
          await options.whileAway?.();
        } finally {
          // Brought back whatever was found, so that a failure here does not fail the tests after it.
          await options.bringBack();
        }
        const backAt = performance.now();
        const firstAccepted = await load.accepted(1, backAt);
        return { outcomes: [...load.outcomes], recoveryMs: Math.round(firstAccepted - backAt) };
      } finally {
        await load.stop();
      }
    }

    function report(part: string, result: { outcomes: readonly Outcome[]; recoveryMs: number }) {
      const count = (test: (o: Outcome) => boolean) => result.outcomes.filter(test).length;
      console.log(
        `bad day, ${part}: ${count((o) => o.what === 'submit' && o.status === 201)} claims accepted, ` +
          `${count((o) => o.what === 'submit' && o.status === 503)} refused with 503, ` +
          `${count((o) => o.what === 'dashboard' && o.status === 503)} of ${count((o) => o.what === 'dashboard')} ` +
          `dashboards 503; serving again ${result.recoveryMs} ms after it was back`,
      );
    }

    it('PostgreSQL restarted: 503s saying to send again, nothing lost or doubled, serving again by itself', async () => {
      const result = await outage({
        takeAway: () => postgres.stop(),
        whileAway: async () => {
          await readinessSays(503, { database: 'failed' });
        },
        bringBack: () => postgres.start(),
      });
      report('PostgreSQL restarted', result);
      expectOnlySuccessesOr503(result.outcomes, ['DATABASE_UNAVAILABLE']);
      const refused = result.outcomes.filter((o) => o.what === 'submit' && o.status === 503);
      expect(new Set(refused.map((o) => o.body?.error))).toEqual(new Set([translate('outage.writing')]));
      await readinessSays(200);
      await expectNothingLost(result.outcomes);
    });

    it('the file store unreachable: submissions refused whole with 503, dashboards still served', async () => {
      const result = await outage({
        takeAway: () => {
          proxies.s3.set('refuse');
        },
        whileAway: async () => {
          // Shared by every copy: taking them all out would stop the dashboards too (readiness.ts).
          await readinessSays(200, { files: 'degraded' });
        },
        bringBack: () => {
          proxies.s3.set('pass');
        },
      });
      report('file store unreachable', result);
      await readinessSays(200);
      expectOnlySuccessesOr503(result.outcomes, ['FILES_UNAVAILABLE']);
      const refused = result.outcomes.filter((o) => o.status === 503);
      expect(refused.every((o) => o.what === 'submit' && o.body?.error === translate('outage.files'))).toBe(true);
      await expectNothingLost(result.outcomes);
    });

    it('Redis stopped: requests go on (rate limits counted in-process meanwhile), readiness names it', async () => {
      const result = await outage({
        takeAway: () => redis.stop(),
        met: (outcomes, from) => outcomes.filter((o) => o.what === 'submit' && o.startedAt > from).length > 2 * PARENTS,
        whileAway: async () => {
          await readinessSays(200, { redis: 'degraded' });
        },
        bringBack: () => redis.start(),
      });
      report('Redis stopped', result);
      expectOnlySuccessesOr503(result.outcomes, []);
      await readinessSays(200);
      await expectNothingLost(result.outcomes);
    });

    it(
      'the mail server down: claims accepted, each e-mail sent once when it is back',
      { timeout: 180_000 },
      async () => {
        const result = await outage({
          takeAway: () => {
            proxies.mail.set('refuse');
          },
          met: (outcomes, from) =>
            outcomes.filter((o) => isAcceptedSubmission(o) && o.startedAt > from).length > 2 * PARENTS,
          whileAway: async () => {
            await readinessSays(200, { mail: 'degraded' });
          },
          bringBack: () => {
            proxies.mail.set('pass');
          },
        });
        await readinessSays(200);
        report('mail server down', result);
        expectOnlySuccessesOr503(result.outcomes, []);
        const waitFrom = performance.now();
        await expectNothingLost(result.outcomes);
        console.log(
          `bad day, mail server down: every e-mail sent once ${Math.round(performance.now() - waitFrom)} ms later`,
        );
      },
    );

    it('the database lost just as an e-mail was handed to the mail server: the e-mail is sent once', async () => {
      const [family] = families;
      if (family === undefined) throw new Error('beforeAll made no family');
      // The stack's mail catcher takes the next e-mail, but its answer (250) is held: the API does not know yet that
      // it went.
      proxies.mail.forwardTo(catcher.smtpPort);
      const hold = proxies.mail.holdAnswersAfter('\r\n.\r\n');
      try {
        const submitted = await submit(family);
        expect(submitted.status).toBe(201);
        const [claim] = await database.db
          .select({ id: claims.id })
          .from(claims)
          .where(eq(claims.description, submitted.description ?? ''));
        await hold.held;
        const handedAt = performance.now();
        const [caught] = (await catcher.messages()).slice(-1);
        await postgres.stop();
        const heardFrom = api.output().length;
        hold.release();
        // The API hears that the e-mail went, and cannot record its job done.
        await api.said('"kind":"mail.send"', heardFrom);
        await postgres.start();
        const done = await eventually(
          async () =>
            (
              await database.db
                .select()
                .from(jobs)
                .where(eq(jobs.key, `mail:claim:${claim?.id}:received`))
            )[0],
          (job) => job?.doneAt !== null,
          JOB_LEASE_MS,
        );
        const recordedMs = Math.round(performance.now() - handedAt);
        // Recorded done while the job was still this runner's, at its one attempt: no runner takes it again.
        expect(recordedMs).toBeLessThan(JOB_LEASE_MS);
        expect(done?.attempts ?? 1).toBe(1);
        expect((await catcher.messages()).filter((message) => message.subject === caught?.subject)).toHaveLength(1);
        console.log(
          `bad day, database lost as an e-mail went: sent once, its job recorded done ${recordedMs} ms after`,
        );
      } finally {
        hold.release();
        proxies.mail.forwardTo(Number(new URL(mail.url).port));
      }
    });

    it('the bank answering 500s and then not at all: linking a bank answers 503 within its timeout', async () => {
      const [family] = families;
      if (family === undefined) throw new Error('beforeAll made no family');
      for (const mode of ['fail', 'hang'] as const) {
        proxies.bank.set(mode);
        const answer = await call('bank link', '/api/ach/parent/get-bank-token', family, { method: 'POST' });
        expect(answer).toMatchObject({
          status: 503,
          body: { success: false, code: 'BANK_UNAVAILABLE', error: translate('bank.unavailable') },
        });
        await readinessSays(200, { bank: 'degraded' });
      }
      proxies.bank.set('pass');
      const backAt = performance.now();
      const linked = await eventually(
        () => call('bank link', '/api/ach/parent/get-bank-token', family, { method: 'POST' }),
        (answer) => answer.status === 200,
        10_000,
      );
      console.log(
        `bad day, bank down: linking served again ${Math.round(linked.endedAt - backAt)} ms after it was back, ` +
          `readiness ready again ${await readinessSays(200)} ms after that`,
      );
    });

    it('no answer of any of them was a 500 or a hang', () => {
      expect(answered.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503))).toEqual([]);
      expect(Math.max(...answered.map((o) => o.endedAt - o.startedAt))).toBeLessThan(HANG_MS);
    });

    it('kept no claim of a refused submission, and none twice', async () => {
      const all = await database.db
        .select({ description: claims.description })
        .from(claims)
        .where(like(claims.description, 'Bad day claim %'));
      const descriptions = all.map((claim) => claim.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      const accepted = answered.filter((o) => o.what === 'submit' && o.status === 201).map((o) => o.description);
      expect(descriptions.sort()).toEqual(accepted.sort());
    });

    it('kept no file in the store without its claim, but for those its queued removal takes', async () => {
      // The stand-in keeps each object as a file of its own (s3rver's `<key>._S3rver_object`).
      const stored = globSync(join(s3.directory, 'objects', s3.bucket, 'claim-files', '*', '*._S3rver_object')).map(
        (path) => basename(path, '._S3rver_object'),
      );
      const referenced = new Set(
        (await database.db.select({ sha256: claimFiles.sha256 }).from(claimFiles)).map((file) => file.sha256),
      );
      const removals = await database.db.select().from(jobs).where(eq(jobs.kind, REMOVE_UNCLAIMED));
      const unclaimed = stored.filter((sha256) => !referenced.has(sha256));
      const queued = new Set(removals.flatMap((job) => (job.payload as { sha256s: string[] }).sha256s));
      expect(unclaimed.filter((sha256) => !queued.has(sha256))).toEqual([]);
      // What the queued removals do once due: every file left is a claim's.
      for (const job of removals) await removeUnclaimed({ db: database.db, store }, job.payload);
      for (const sha256 of unclaimed) expect(await store.has(sha256)).toBe(false);
      console.log(
        `bad day, files: ${stored.length} stored, ${unclaimed.length} without a claim, each removed by its queued removal`,
      );
    });
  },
);
