/**
 * Benchmark: a parent submits a claim with its receipt (POST /api/user/claim, multipart), the portal's main write
 * path: every rule of the claim form, the child's row locked while the funds are checked, the claim, its file row,
 * review link and audit event written in one transaction, and the file streamed, hashed and moved into the store.
 * Against the embedded database (PGlite) and, when BENCH_DATABASE_URL names a PostgreSQL server, against
 * PostgreSQL too. The API runs as its own process, as in production; autocannon drives it from this one. Results
 * go to bench/results/claim-submit.md.
 *
 *   npm run bench:claim-submit
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:claim-submit
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) change the run.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type Fetch } from '@ace/api-client';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, type DemoParent } from '@ace/demo-data';
import {
  allowedPayTo,
  childFunds,
  earliestDateOfService,
  formatMoney,
  isCategoryAllowed,
  latestDateOfService,
  programmeDate,
  type ClaimSubmission,
  type PayTo,
  type ServiceCategory,
} from '@ace/domain';
import { and, count, countDistinct, eq, sql, sum } from 'drizzle-orm';
import { upsertAwardedChild } from '../apps/api/src/modules/awards/registrations.repository.ts';
import { childAwards, children, claimFiles, claims, users } from '../apps/api/src/db/schema.ts';
import { findClaimTotals } from '../apps/api/src/modules/claims/claims.repository.ts';
import { startTestIdentityProvider } from '../apps/api/test/identity-provider.ts';
import {
  connections,
  durationSeconds,
  machine,
  measure,
  onEachBenchDatabase,
  runCli,
  startApiProcess,
  writeResult,
  type BenchDatabase,
  type Measurement,
} from './harness.ts';

/** Maria Garcia's Sofia (2021-2022, not homeschooled), paid to Bright Minds Tutoring (Active, bank healthy). */
const parent = DEMO_ACCOUNTS.find(
  (account): account is DemoParent => account.role === 'Parent' && account.email === 'maria.garcia@example.com',
);
const child = parent?.children?.find((candidate) => candidate.firstName === 'Sofia');
const provider = DEMO_ORGANISATIONS.find((organisation) => organisation.providerNumber === '100001');
if (!parent || !child || !provider?.providerNumber) throw new Error('The demo data changed: pick another claimant');
const providerNumber = provider.providerNumber;
const childSchoolYear = child.schoolYear;

const AMOUNT_CENTS = 1;
const CATEGORY: ServiceCategory = 'tutoring';
const PAY_TO: PayTo = 'Vendor';
const DESCRIPTION = 'Reading tutoring, one session (benchmark)';
const WARM_UP_SECONDS = 2;
/** Far above what one API process can take: the child's funds must never be what stops the run. */
const MAX_CLAIMS_PER_SECOND = 5000;
/** How long after the run the API keeps running before its uploads in progress are counted. */
const SETTLE_MS = 3000;

// The rules the server applies, checked here first so that a change of the demo data fails with a reason.
const today = programmeDate(new Date());
const dateOfService = today;
if (dateOfService > latestDateOfService(today)) throw new Error(`${dateOfService} is too late`);
if (!isCategoryAllowed(CATEGORY, child.homeSchooled)) throw new Error(`${CATEGORY} is not allowed for the child`);
const payToChoices = allowedPayTo({
  parentBankReady: parent.bank === 'healthy',
  providerBankReady: provider.status === 'Active' && provider.bank === 'healthy',
});
if (!payToChoices.includes(PAY_TO)) throw new Error(`payTo ${PAY_TO} is not allowed (${payToChoices.join(', ')})`);

/** A receipt number of fixed width, so that writing the next one into the request keeps every offset. */
function receiptNumber(sequence: number): string {
  return `ACEBENCH${String(sequence).padStart(10, '0')}`;
}

// A scanned receipt: one page of text and a 320 x 210 RGB scan (uncompressed: 201,600 bytes), about 200 KB.
const SCAN_WIDTH = 320;
const SCAN_HEIGHT = 210;
const scan = randomBytes(SCAN_WIDTH * SCAN_HEIGHT * 3);

/** A well-formed one-page PDF (cross-reference table with the real offsets) showing `receipt`. */
function receiptPdf(receipt: string): Buffer {
  const text =
    `BT /F1 18 Tf 72 740 Td (${provider?.name ?? ''}) Tj 0 -24 Td (Receipt ${receipt}) Tj ` +
    `0 -24 Td (${DESCRIPTION}: ${formatMoney(AMOUNT_CENTS)}) Tj ET q 480 0 0 315 66 360 cm /Im1 Do Q`;
  const objects: (string | Buffer)[][] = [
    ['<</Type/Catalog/Pages 2 0 R>>'],
    ['<</Type/Pages/Kids[3 0 R]/Count 1>>'],
    [
      '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 4 0 R>>/XObject<</Im1 5 0 R>>>>/Contents 6 0 R>>',
    ],
    ['<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>'],
    [
      `<</Type/XObject/Subtype/Image/Width ${SCAN_WIDTH}/Height ${SCAN_HEIGHT}/ColorSpace/DeviceRGB/BitsPerComponent 8/Length ${scan.length}>>\nstream\n`,
      scan,
      '\nendstream',
    ],
    [`<</Length ${text.length}>>\nstream\n${text}\nendstream`],
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((pieces, index) => {
    offsets.push(offset);
    for (const piece of [`${index + 1} 0 obj\n`, ...pieces, '\nendobj\n']) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
      parts.push(bytes);
      offset += bytes.length;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

interface Claimant {
  childId: number;
  awardCents: number;
  availableCents: number;
  /** What the most claims the run could send would take. */
  neededCents: number;
  /** The award after the benchmark raised it, or null when the child's funds already covered the run. */
  raisedAwardCents: number | null;
}

/**
 * Finds the child in the seeded database and, when its available funds could run out during the run (one cent a
 * claim), raises its award with the API's own repository code, before the API starts.
 */
async function prepareClaimant(database: BenchDatabase): Promise<Claimant> {
  const handle = database.open();
  try {
    const [row] = await handle.db
      .select({
        id: children.id,
        parentId: children.parentId,
        firstName: children.firstName,
        lastName: children.lastName,
        schoolYear: children.schoolYear,
        homeSchooled: children.homeSchooled,
        awardCents: childAwards.amountCents,
      })
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
    const funds = childFunds(row.awardCents, await findClaimTotals(handle.db, row.id));
    const neededCents = AMOUNT_CENTS * (1 + MAX_CLAIMS_PER_SECOND * (WARM_UP_SECONDS + durationSeconds));
    let raisedAwardCents: number | null = null;
    if (funds.availableCents < neededCents) {
      raisedAwardCents = row.awardCents + neededCents - funds.availableCents;
      await upsertAwardedChild(handle.db, { ...row, awardCents: raisedAwardCents });
    }
    return {
      childId: row.id,
      awardCents: row.awardCents,
      availableCents: funds.availableCents,
      neededCents,
      raisedAwardCents,
    };
  } finally {
    await handle.close();
  }
}

interface ClaimRequest {
  url: string;
  headers: Record<string, string>;
  /** The bytes of one submission (multipart body), about 200 KB. */
  bodyBytes: number;
  fileBytes: number;
  /** The body of the next claim: the same form with the next receipt number, in the field and in the PDF. */
  nextBody: () => Buffer;
}

/**
 * Submits the first claim through the api-client, exactly as the web app does, and keeps the request it sent
 * (headers and multipart body) for autocannon to repeat with a new receipt number each time: the store keeps
 * files by content, so identical receipts would be written once.
 */
async function firstClaim(base: string, token: string, childId: number): Promise<ClaimRequest> {
  let sent: { url: string; init: Parameters<Fetch>[1] } | undefined;
  let answer = '';
  const captureFetch: Fetch = async (url, init) => {
    sent = { url, init };
    const response = await fetch(url, init);
    answer = `${response.status}: ${await response.clone().text()}`;
    return response;
  };
  const client = createApiClient({ baseUrl: base, platform: 'web', getToken: () => token, fetch: captureFetch });
  // The earliest date of service is the programme's data: checked once the API answers its school years.
  if (dateOfService < earliestDateOfService(await client.schoolYears.list(), childSchoolYear)) {
    throw new Error(`${dateOfService} is before the child's first date of service`);
  }
  const firstReceipt = receiptNumber(0);
  const pdf = receiptPdf(firstReceipt);
  const claim: ClaimSubmission = {
    amountCents: AMOUNT_CENTS,
    category: CATEGORY,
    dateOfService,
    description: DESCRIPTION,
    sentAgainReason: null,
    files: [
      {
        name: 'receipt.pdf',
        size: pdf.length,
        mimeType: 'application/pdf',
        fingerprint: 'receipt.pdf',
        receiptNumber: firstReceipt,
      },
    ],
    payTo: PAY_TO,
    physicalGood: null,
    provider: { kind: 'programme', number: providerNumber },
  };
  try {
    await client.claims.submit(childId, claim, [new Blob([new Uint8Array(pdf)], { type: 'application/pdf' })]);
  } catch (error) {
    throw new Error(`POST /api/user/claim answered ${answer || String(error)}`, { cause: error });
  }
  if (sent?.init.body === undefined) throw new Error('The api-client sent no body');
  const encoded = new Request(sent.url, { method: 'POST', body: sent.init.body });
  const contentType = encoded.headers.get('content-type');
  if (contentType === null) throw new Error('The form has no content type');
  const body = Buffer.from(await encoded.arrayBuffer());
  const positions: number[] = [];
  for (let at = body.indexOf(firstReceipt); at >= 0; at = body.indexOf(firstReceipt, at + 1)) positions.push(at);
  if (positions.length !== 2) throw new Error(`The receipt number is in the body ${positions.length} times, not 2`);
  let sequence = 0;
  return {
    url: sent.url,
    headers: { ...sent.init.headers, 'content-type': contentType },
    bodyBytes: body.length,
    fileBytes: pdf.length,
    nextBody: () => {
      sequence += 1;
      for (const at of positions) body.write(receiptNumber(sequence), at, 'latin1');
      return body;
    },
  };
}

/** The files under `directory` (its tmp/ of uploads in progress apart): how many, how many bytes, and tmp/'s. */
function storedFiles(directory: string): { files: number; bytes: number; temporary: number } {
  const result = { files: 0, bytes: 0, temporary: 0 };
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    if (entry.parentPath === join(directory, 'tmp')) result.temporary += 1;
    else {
      result.files += 1;
      result.bytes += statSync(join(entry.parentPath, entry.name)).size;
    }
  }
  return result;
}

/** The benchmark's claims in the database after the run: their number, their files' number and size. */
async function storedClaims(database: BenchDatabase, childId: number) {
  const handle = database.open();
  try {
    const ofTheRun = and(eq(claims.childId, childId), eq(claims.description, DESCRIPTION));
    const [claimCount] = await handle.db.select({ claims: count() }).from(claims).where(ofTheRun);
    const [files] = await handle.db
      .select({ files: countDistinct(claimFiles.sha256), bytes: sum(claimFiles.sizeBytes).mapWith(Number) })
      .from(claimFiles)
      .innerJoin(claims, eq(claims.id, claimFiles.claimId))
      .where(ofTheRun);
    const [all] = await handle.db.select({ claims: count() }).from(claims);
    return {
      claims: claimCount?.claims ?? 0,
      distinctFiles: files?.files ?? 0,
      fileBytes: files?.bytes ?? 0,
      allClaims: all?.claims ?? 0,
    };
  } finally {
    await handle.close();
  }
}

interface Result extends Measurement {
  database: string;
  claimant: Claimant;
  request: Pick<ClaimRequest, 'bodyBytes' | 'fileBytes'>;
  stored: Awaited<ReturnType<typeof storedClaims>>;
  written: ReturnType<typeof storedFiles> & { temporaryWhileRunning: number };
}

const identity = await startTestIdentityProvider();
const token = await identity.token(
  { agentId: 'agt-bench', entityId: 'ent-bench', email: parent.email, name: `${parent.firstName} ${parent.lastName}` },
  { expiresInSeconds: 3600 + 4 * durationSeconds },
);
const baseEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, OIDC_ISSUER: identity.issuer, LOG_LEVEL: 'warn' };
const loadBefore = loadavg()[0] ?? 0;

const results = await onEachBenchDatabase(async (database): Promise<Result> => {
  const env = { ...baseEnv, ...database.env };
  await runCli(['seed'], env);
  const claimant = await prepareClaimant(database);
  const filesDirectory = join(database.dataDir, 'files');
  const before = storedFiles(filesDirectory);
  const api = await startApiProcess(env);
  let request: ClaimRequest;
  let measurement: Measurement;
  let settled: number;
  try {
    request = await firstClaim(api.base, token, claimant.childId);
    const { url, headers, nextBody } = request;
    measurement = await measure(
      { url, method: 'POST', headers, requests: [{ setupRequest: (sending) => ({ ...sending, body: nextBody() }) }] },
      WARM_UP_SECONDS,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    settled = storedFiles(filesDirectory).temporary;
  } finally {
    api.stop();
    await api.exited;
  }
  const after = storedFiles(filesDirectory);
  const result: Result = {
    database: database.kind,
    ...measurement,
    claimant,
    request: { bodyBytes: request.bodyBytes, fileBytes: request.fileBytes },
    stored: await storedClaims(database, claimant.childId),
    written: {
      files: after.files - before.files,
      bytes: after.bytes - before.bytes,
      temporary: after.temporary,
      temporaryWhileRunning: settled,
    },
  };
  console.log(`${database.kind}: ${result.requestsPerSecond} req/s, ${result.stored.claims} claims stored`);
  return result;
});
await identity.close();
const loadAfter = loadavg()[0] ?? 0;

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} KB`;

/** Every claim answered 201 must be in the database; a few more are the requests autocannon left in flight. */
function storedVerdict(stored: number, answered: number): string {
  if (stored === answered) return ': every claim answered 201 is there';
  if (stored < answered) return `: ${answered - stored} claims answered 201 are MISSING`;
  return (
    `: every claim answered 201 is there, and ${stored - answered} more, the requests still in flight when ` +
    `autocannon stopped (it stops without reading their answers; at most ${connections} a run)`
  );
}

function section(r: Result): string {
  const answered = 1 + r.warmUp2xx + r.answered2xx;
  const { awardCents, availableCents, neededCents, raisedAwardCents } = r.claimant;
  const covers = (cents: number) => `${Math.floor(cents / AMOUNT_CENTS).toLocaleString('en-US')} claims`;
  const funds =
    raisedAwardCents === null
      ? `the ${formatMoney(availableCents)} available after the seed covers ${covers(availableCents)}, enough`
      : `the child's award was raised from ${formatMoney(awardCents)} to ${formatMoney(raisedAwardCents)} (upsertAwardedChild, ` +
        `before the API started) so that its funds cover ${covers(neededCents)}, ${MAX_CLAIMS_PER_SECOND.toLocaleString('en-US')} ` +
        `a second for the warm-up and the run; the ${formatMoney(availableCents)} available after the seed covers ${covers(availableCents)}`;
  return `## ${r.database}

| req/s | p50 ms | p99 ms | errors | non-2xx | uploaded MB/s |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${((r.requestsPerSecond * r.request.bodyBytes) / 1e6).toFixed(1)} |

- Answered 201: ${answered.toLocaleString('en-US')} (1 first claim + ${r.warmUp2xx.toLocaleString('en-US')} warm-up + ${r.answered2xx.toLocaleString('en-US')} measured).
- Stored in the database afterwards: ${r.stored.claims.toLocaleString('en-US')} benchmark claims with ${r.stored.distinctFiles.toLocaleString('en-US')} distinct files of ${mb(r.stored.fileBytes)} (${r.stored.allClaims.toLocaleString('en-US')} claims in all with the seeded ones)${storedVerdict(r.stored.claims, answered)}.
- Written to the file store (DATA_DIR/files): ${r.written.files.toLocaleString('en-US')} files, ${mb(r.written.bytes)}; uploads left in its tmp/: ${r.written.temporaryWhileRunning} ${SETTLE_MS / 1000} s after the run with the API still running, ${r.written.temporary} once it stopped.
- Funds: ${funds}.
`;
}

const first = results[0];
writeResult(
  'claim-submit.md',
  `# POST /api/user/claim: a parent submits a claim with its receipt

Parent: ${parent.email}, for ${child.firstName} (school year ${child.schoolYear ?? 'none'}, not homeschooled), as the web
app sends it (the api-client builds the multipart form; the benchmark repeats the exact bytes it sent): amount
${formatMoney(AMOUNT_CENTS)}, category ${CATEGORY}, date of service today (${dateOfService}), payTo ${PAY_TO}, programme
provider ${providerNumber} (${provider.name}), a description, and one file: a ${kb(first?.request.fileBytes ?? 0)} PDF
(one page of text and an uncompressed scan) with its receipt number, ${kb(first?.request.bodyBytes ?? 0)} a request in all.
Each request carries a new receipt number, in its field and in the PDF, so every file is new to the store, which
keeps files by content (identical receipts would be written once). The route has no rate limit (only review links
do) and the 1 MiB body limit does not apply to multipart: nothing was raised for the run. Each new claim also makes
the next one read one more row when the child's funds are summed (twice a submission, the second time with the
child's row locked), so the child ends with far more claims than any real one has.

${connections} connections, ${durationSeconds} s after a ${WARM_UP_SECONDS} s warm-up, autocannon in one process, the API
(\`node apps/api/src/server.ts\`) in another. Machine: ${machine()}, load average ${loadBefore.toFixed(1)} before the run and
${loadAfter.toFixed(1)} after (other work shares the machine). Measured ${new Date().toISOString()}.

${results.map(section).join('\n')}`,
);
