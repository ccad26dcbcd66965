/**
 * Benchmark: uploads in bounded memory (issue 16, goal 4). 20 parents' claims sent at once, each with 5 receipts of
 * 2 MB (200 MB in all), to the API running as its own process; its resident memory (VmRSS of /proc/PID/status) is
 * sampled every 20 ms from idle through the burst. The API streams each file to disk as it arrives (hashing it on
 * the way), so its peak should stay far below the bytes in flight. Against PGlite and, with BENCH_DATABASE_URL,
 * PostgreSQL. Results go to bench/results/upload-memory.md.
 *
 *   npm run bench:upload-memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:upload-memory
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createApiClient } from '@ace/api-client';
import { DEMO_ACCOUNTS, type DemoParent } from '@ace/demo-data';
import { programmeDate, type ClaimSubmission } from '@ace/domain';
import { and, eq, sql } from 'drizzle-orm';
import { upsertAwardedChild } from '../apps/api/src/modules/awards/registrations.repository.ts';
import { childAwards, children, users } from '../apps/api/src/db/schema.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  machine,
  onEachBenchDatabase,
  residentBytes,
  samplePeakResident,
  runCli,
  startApiProcess,
  writeResult,
  type BenchDatabase,
} from './harness.ts';

const CLAIMS = 20;
const FILES_PER_CLAIM = 5;
const FILE_BYTES = 2_000_000;
const SAMPLE_MS = 20;
/** The goal: the API's peak stays within this much above its idle figure. */
const BUDGET_BYTES = 150 * 2 ** 20;

const parent = DEMO_ACCOUNTS.find(
  (account): account is DemoParent => account.role === 'Parent' && account.email === 'maria.garcia@example.com',
);
const child = parent?.children?.find((candidate) => candidate.firstName === 'Sofia');
if (!parent || !child) throw new Error('The demo data changed: pick another claimant');

/** A receipt of its own: a PDF header, then bytes no other file has (the store keeps files by content). */
function receipt(): Blob {
  const bytes = randomBytes(FILE_BYTES);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}

/** The seeded child, its award raised so that the run's claims never meet its funds. */
async function claimant(database: BenchDatabase): Promise<number> {
  const handle = database.open();
  try {
    const [row] = await handle.db
      .select()
      .from(children)
      .innerJoin(users, eq(users.id, children.parentId))
      // The child's award of their own year, the one the run's claims are charged to (ADR 0028).
      .innerJoin(
        childAwards,
        and(
          eq(childAwards.childId, children.id),
          sql`${childAwards.schoolYear} is not distinct from ${children.schoolYear}`,
        ),
      )
      .where(and(eq(sql`lower(${users.email})`, parent?.email ?? ''), eq(children.firstName, child?.firstName ?? '')));
    if (!row) throw new Error('The seed did not register the benchmark child');
    await upsertAwardedChild(handle.db, { ...row.children, awardCents: row.child_awards.amountCents + 1_000_000 });
    return row.children.id;
  } finally {
    await handle.close();
  }
}

interface Result {
  database: string;
  idle: number;
  peak: number;
  seconds: number;
  created: number;
  samples: number;
}

const identity = await startTestIdentityProvider();
const token = await identity.token({
  agentId: 'agt-bench',
  entityId: 'ent-bench',
  email: parent.email,
  name: `${parent.firstName} ${parent.lastName}`,
});
const loadBefore = loadavg()[0] ?? 0;

const results = await onEachBenchDatabase(async (database): Promise<Result> => {
  const env = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, ...database.env };
  await runCli(['seed'], env);
  const childId = await claimant(database);
  const api = await startApiProcess(env);
  try {
    const client = createApiClient({ baseUrl: api.base, platform: 'web', getToken: () => token });
    const claim = (files: Blob[]): ClaimSubmission => ({
      amountCents: 1,
      category: 'tutoring',
      dateOfService: programmeDate(new Date()),
      description: 'Upload memory benchmark',
      sentAgainReason: null,
      files: files.map((file, index) => ({
        name: `receipt-${String(index + 1)}.pdf`,
        size: file.size,
        mimeType: 'application/pdf',
        fingerprint: `receipt-${String(index + 1)}`,
        receiptNumber: '',
      })),
      payTo: 'Vendor',
      physicalGood: null,
      provider: { kind: 'programme', number: '100001' },
    });
    const send = async () => {
      const files = Array.from({ length: FILES_PER_CLAIM }, receipt);
      return client.claims.submit(childId, claim(files), files);
    };
    // One claim first (the route's code loaded and warm), then the idle figure.
    await send();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = residentBytes(api.pid);
    const sampler = samplePeakResident(api.pid, idle, SAMPLE_MS);
    const started = performance.now();
    const created = await Promise.all(Array.from({ length: CLAIMS }, send));
    const seconds = (performance.now() - started) / 1000;
    const { peak, samples } = sampler.stop();
    const result = { database: database.kind, idle, peak, seconds, created: created.length, samples };
    console.log(`${database.kind}: peak ${String(peak - idle)} bytes above idle`);
    return result;
  } finally {
    api.stop();
    await api.exited;
  }
});
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const uploaded = CLAIMS * FILES_PER_CLAIM * FILE_BYTES;

writeResult(
  'upload-memory.md',
  `# Uploads in bounded memory: ${String(CLAIMS)} claims at once, ${String(FILES_PER_CLAIM)} × 2 MB receipts each

${String(CLAIMS)} submissions (POST /api/user/claim through the api-client, as the web app sends them) started together,
each with ${String(FILES_PER_CLAIM)} PDF receipts of ${(FILE_BYTES / 1e6).toFixed(0)} MB of their own: ${(uploaded / 1e6).toFixed(0)} MB in flight. The API runs as
its own process; its resident memory (VmRSS, /proc/PID/status) is read every ${String(SAMPLE_MS)} ms. Idle is read 2 s after one
warm-up claim. Goal (issue 16): peak within ${mib(BUDGET_BYTES)} of idle.

Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after. Measured ${new Date().toISOString()}.

| database | idle | peak | peak − idle | within goal | claims created | seconds | MB/s uploaded |
| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |
${results
  .map(
    (r) =>
      `| ${r.database} | ${mib(r.idle)} | ${mib(r.peak)} | ${mib(r.peak - r.idle)} | ${r.peak - r.idle <= BUDGET_BYTES ? 'yes' : 'NO'} | ${String(r.created)} | ${r.seconds.toFixed(1)} | ${(uploaded / 1e6 / r.seconds).toFixed(1)} |`,
  )
  .join('\n')}

Samples taken during the burst: ${results.map((r) => `${r.database} ${String(r.samples)}`).join(', ')}.
`,
);
