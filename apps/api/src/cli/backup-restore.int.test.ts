import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertParent, insertProvider } from '../../test/factories.ts';
import { S3_CREDENTIALS, startTestS3, type TestS3 } from '../../test/s3-stand-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import type { FileStoreConfig } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { childClaimTotals, claimEvents, claimFiles, claims } from '../db/schema.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { createFileStore } from '../integrations/storage/file-stores.ts';
import { takeBackup } from './backup.ts';
import type { BackupSource } from './backups/database-dump.ts';
import { isDatabaseEmpty, type RestoreTarget } from './backups/database-load.ts';
import type { Manifest } from './backups/manifest.ts';
import { reviewTokenSecret } from '../modules/review-tokens/review-tokens.ts';
import { restoreBackup } from './restore.ts';

const CLI = join(import.meta.dirname, '..', 'cli.ts');
const AWARD_CENTS = 100_000;

/** An empty database and file store to restore into: a fresh DATA_DIR, and on PostgreSQL a new empty database. */
interface Target {
  target: RestoreTarget;
  dataDir: string;
  store: FileStore;
  storeConfig: FileStoreConfig;
  /** A target restores without a key (BACKUP_ENCRYPTION_KEY unset) unless a test gives one. */
  encryptionKey: Buffer | undefined;
  /** The target's environment for the command line. */
  environment: Record<string, string>;
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

let api: TestApp;
let token: string;
let childIds: number[];
let serviceProviderNumber: string;
let backupDir: string;
let manifest: Manifest;
let secret: string;
const targets: Target[] = [];
const folders: string[] = [];

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

/** A fresh target; its file store a local one in its DATA_DIR unless the configuration of another is given. */
async function freshTarget(fileStore?: (dataDir: string) => FileStoreConfig): Promise<Target> {
  const dataDir = folder('ace-restore-');
  const storeConfig = fileStore?.(dataDir) ?? { kind: 'local', directory: join(dataDir, 'files') };
  const common = { dataDir, storeConfig, store: createFileStore(storeConfig), encryptionKey: undefined };
  let target: Target;
  if (testDatabaseKind() === 'pglite') {
    target = {
      ...common,
      target: { kind: 'pglite', dataDir },
      environment: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => Promise.resolve(),
    };
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `ace_test_${randomBytes(6).toString('hex')}`;
    await onAdmin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    target = {
      ...common,
      target: { kind: 'postgres', url: url.toString() },
      environment: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString() }),
      drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  targets.push(target);
  return target;
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

function source(of: TestApp = api): BackupSource {
  const { embedded, url } = of.database;
  if (embedded !== undefined) return { kind: 'pglite', client: embedded };
  if (url === undefined) throw new Error('the test database has no URL');
  return { kind: 'postgres', url };
}

/** A receipt of its own for every claim: a PDF with random bytes in it. */
function receipt(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
}

/** A parent's claim through HTTP, by default to the first app as its parent. */
async function submitClaim(
  childId: number,
  by: { on: TestApp; token: string; providerNumber: string } = {
    on: api,
    token,
    providerNumber: serviceProviderNumber,
  },
): Promise<number> {
  const form = new FormData();
  const fields = {
    childId: String(childId),
    amount: '10.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Fractions',
    payTo: 'Vendor',
    serviceProviderNumber: by.providerNumber,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', new Blob([new Uint8Array(receipt())], { type: 'application/pdf' }), 'invoice.pdf');
  const response = await by.on.request('POST', '/api/user/claim', { token: by.token, body: form });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

/** The claims of a database with their events and files, by claim id. */
async function claimsWhole(db: Database, ids?: number[]) {
  const where = ids === undefined ? undefined : inArray(claims.id, ids);
  const rows = await db.select().from(claims).where(where).orderBy(asc(claims.id));
  const claimIds = rows.map((row) => row.id);
  const events = await db
    .select()
    .from(claimEvents)
    .where(inArray(claimEvents.claimId, claimIds))
    .orderBy(asc(claimEvents.id));
  const files = await db
    .select()
    .from(claimFiles)
    .where(inArray(claimFiles.claimId, claimIds))
    .orderBy(asc(claimFiles.id));
  return rows.map((claim) => ({
    claim,
    events: events.filter((event) => event.claimId === claim.id),
    files: files.filter((file) => file.claimId === claim.id),
  }));
}

async function sha256Of(store: FileStore, sha256: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of store.read(sha256)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function runCli(args: string[], environment: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...environment };
  if (environment.DATABASE_URL === undefined) delete env.DATABASE_URL;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  // Twenty-one claims of one parent in a few seconds: more than a parent's limit of a minute.
  api = await startTestApp({ CLAIM_SUBMISSIONS_PER_MINUTE: '1000' });
  const parent = await insertParent(api.db);
  token = await api.tokenFor(parent.person);
  serviceProviderNumber = (await insertProvider(api.db)).number;
  childIds = [];
  for (let index = 0; index < 3; index += 1) {
    childIds.push((await insertChild(api.db, parent.user.id, { schoolYear: 2023, awardCents: AWARD_CENTS })).id);
  }
  backupDir = join(folder('ace-backup-'), 'backup');
  secret = reviewTokenSecret(api.config);
});

afterAll(async () => {
  await api.close();
  for (const target of targets) await target.drop();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a backup taken while claims are submitted: each claim whole, with its events, files and funds', async () => {
    const before: number[] = [];
    for (const childId of childIds) before.push(await submitClaim(childId));
    let submittedDuring = 0;
    const submitting = Promise.all(
      childIds.map(async (childId) => {
        for (let round = 0; round < 6; round += 1) {
          await submitClaim(childId);
          submittedDuring += 1;
        }
      }),
    );
    manifest = await takeBackup({
      source: source(),
      store: api.store,
      storeConfig: api.config.fileStore,
      dataDir: api.config.dataDir,
      directory: backupDir,
      encryptionKey: undefined,
      log: () => undefined,
    });
    await submitting;
    expect(submittedDuring).toBe(18);

    const target = await freshTarget();
    await restoreBackup({ ...target, directory: backupDir, force: false, log: () => undefined });
    const restored = target.open();
    try {
      const restoredClaims = await claimsWhole(restored.db);
      const ids = restoredClaims.map(({ claim }) => claim.id);
      expect(ids).toEqual(expect.arrayContaining(before));
      expect(ids.length).toBe(manifest.counts.claims);
      expect(ids.length).toBeLessThanOrEqual(before.length + 18);
      // Every claim of the snapshot equals the source's: the row, its events and its files, none half there.
      expect(restoredClaims).toEqual(await claimsWhole(api.db, ids));
      for (const { events, files } of restoredClaims) {
        expect(events.map((event) => event.action)).toEqual(['submitted']);
        expect(files).toHaveLength(1);
      }
      const restoredFiles = restoredClaims.flatMap(({ files }) => files);
      expect(restoredFiles.length).toBe(manifest.counts.claimFiles);
      for (const file of restoredFiles) expect(await sha256Of(target.store, file.sha256)).toBe(file.sha256);
      // The maintained figures are those of exactly the claims in the backup.
      const totals = await restored.db.select().from(childClaimTotals).orderBy(asc(childClaimTotals.childId));
      expect(totals).toEqual(
        childIds.map((childId) => ({
          childId,
          pendingCents: restoredClaims
            .filter(({ claim }) => claim.childId === childId)
            .reduce((sum, { claim }) => sum + claim.amountCents, 0),
          spentCents: 0,
        })),
      );
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that is not empty, and replaces it when told to', async () => {
    const target = await freshTarget();
    await restoreBackup({ ...target, directory: backupDir, force: false, log: () => undefined });
    await expect(
      restoreBackup({ ...target, directory: backupDir, force: false, log: () => undefined }),
    ).rejects.toThrow('The database and file store to restore into are not empty');
    const lines: string[] = [];
    await restoreBackup({ ...target, directory: backupDir, force: true, log: (line) => lines.push(line) });
    expect(lines).toContain('Emptying the database (--force)…');
    const restored = target.open();
    try {
      expect(await restored.db.$count(claims)).toBe(manifest.counts.claims);
    } finally {
      await restored.close();
    }
  });

  it('finds a damaged file in the backup before the database is touched', async () => {
    const damaged = join(folder('ace-damaged-'), 'backup');
    cpSync(backupDir, damaged, { recursive: true });
    const [victim] = manifest.files;
    if (victim === undefined) throw new Error('the backup holds no file');
    writeFileSync(join(damaged, 'files', victim.sha256.slice(0, 2), victim.sha256), 'not the receipt');
    const target = await freshTarget();
    await expect(restoreBackup({ ...target, directory: damaged, force: false, log: () => undefined })).rejects.toThrow(
      `${victim.sha256}: damaged`,
    );
    expect(await isDatabaseEmpty(target.target)).toBe(true);
  });

  it('refuses a damaged manifest, and a backup of a newer portal', async () => {
    const copy = join(folder('ace-manifest-'), 'backup');
    cpSync(backupDir, copy, { recursive: true });
    const target = await freshTarget();
    const restore = () => restoreBackup({ ...target, directory: copy, force: false, log: () => undefined });
    writeFileSync(join(copy, 'manifest.json'), '{"format": 1, "takenAt": ');
    await expect(restore()).rejects.toThrow('is not valid JSON: the backup is damaged');
    const migrations = { count: manifest.database.migrations.count + 1, last: Date.UTC(2100, 0, 1) };
    writeFileSync(
      join(copy, 'manifest.json'),
      JSON.stringify({ ...manifest, database: { ...manifest.database, migrations } }),
    );
    await expect(restore()).rejects.toThrow('This backup was taken by a newer version of the portal');
    expect(await isDatabaseEmpty(target.target)).toBe(true);
  });

  it('restores through the command line, and tells an operator a mistake without a stack trace', async () => {
    const target = await freshTarget();
    const restored = await runCli(['restore', backupDir], target.environment);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('Restored in');
    expect(restored.code).toBe(0);
    const again = await runCli(['restore', backupDir], target.environment);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty');
    const missing = await runCli(['restore', join(backupDir, 'nothing-here')], target.environment);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('holds no backup');
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it.skipIf(testDatabaseKind() !== 'pglite')(
    'backs up an embedded database through the command line, encrypted unless told otherwise, not while it is open',
    async () => {
      const dataDir = folder('ace-in-use-');
      const key = randomBytes(32);
      const open = openDatabase({ dataDir });
      try {
        await open.migrate();
        const refused = await runCli(['backup', join(dataDir, 'backup')], {
          DATA_DIR: dataDir,
          BACKUP_ENCRYPTION_KEY: key.toString('hex'),
        });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('is open in another process');
      } finally {
        await open.close();
      }
      const inTheClear = await runCli(['backup', join(dataDir, 'backup')], { DATA_DIR: dataDir });
      expect(inTheClear.code).toBe(1);
      expect(inTheClear.stderr).toContain('Set BACKUP_ENCRYPTION_KEY');
      expect(inTheClear.stderr).toContain('--unencrypted');
      expect(existsSync(join(dataDir, 'backup'))).toBe(false);

      const taken = await runCli(['backup', join(dataDir, 'backup')], {
        DATA_DIR: dataDir,
        BACKUP_ENCRYPTION_KEY: key.toString('base64'),
      });
      expect(taken.stderr).toBe('');
      expect(taken.stdout).toContain('Backup written to');
      expect(taken.code).toBe(0);
      const target = await freshTarget();
      const wrong = await runCli(['restore', join(dataDir, 'backup')], {
        ...target.environment,
        BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('BACKUP_ENCRYPTION_KEY is not the key this backup was taken with');
      expect(wrong.stderr).not.toMatch(/\n\s+at /);

      const plain = await runCli(['backup', join(dataDir, 'plain'), '--unencrypted'], { DATA_DIR: dataDir });
      expect(plain.stdout).toContain('not encrypted');
      expect(plain.code).toBe(0);
    },
    // Five runs of the command line, each a node process opening an embedded database: over 300 s in a clean CI run
    // beside the browser stories.
    600_000,
  );
});

/** Every folder and file under a backup folder, the folder itself first. */
function entriesOf(directory: string): { path: string; isFile: boolean }[] {
  return [
    { path: directory, isFile: false },
    ...readdirSync(directory, { recursive: true, withFileTypes: true }).map((entry) => ({
      path: join(entry.parentPath, entry.name),
      isFile: entry.isFile(),
    })),
  ];
}

const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A copy of a backup folder to damage, and a restore of it into a fresh target. */
async function copyToDamage(of: string, encryptionKey: Buffer | undefined) {
  const outer = folder('ace-changed-');
  const copy = join(outer, 'backup');
  cpSync(of, copy, { recursive: true });
  const target = await freshTarget();
  const writtenManifest = () =>
    JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  return {
    outer,
    copy,
    target,
    writtenManifest,
    writeManifest: (value: unknown) => {
      writeFileSync(join(copy, 'manifest.json'), JSON.stringify(value));
    },
    restore: () => restoreBackup({ ...target, encryptionKey, directory: copy, force: false, log: () => undefined }),
  };
}

/** Changes one byte in the middle of a file, as a careless copy or an attacker would. */
function flipByte(path: string): void {
  const bytes = readFileSync(path);
  const at = Math.floor(bytes.length / 2);
  bytes[at] = (bytes[at] ?? 0) ^ 0xff;
  writeFileSync(path, bytes);
}

describe('a backup kept from other eyes, restored only as it was written', () => {
  const key = randomBytes(32);
  let encryptedDir: string;
  let encrypted: Manifest;

  beforeAll(async () => {
    encryptedDir = join(folder('ace-encrypted-'), 'backup');
    encrypted = await takeBackup({
      source: source(),
      store: api.store,
      storeConfig: api.config.fileStore,
      dataDir: api.config.dataDir,
      directory: encryptedDir,
      encryptionKey: key,
      log: () => undefined,
    });
  });

  it('writes its folders 0700 and its files 0600, whatever the umask', async () => {
    const directory = join(folder('ace-modes-'), 'backup');
    const umask = process.umask(0);
    try {
      await takeBackup({
        source: source(),
        store: api.store,
        storeConfig: api.config.fileStore,
        dataDir: api.config.dataDir,
        directory,
        encryptionKey: key,
        log: () => undefined,
      });
    } finally {
      process.umask(umask);
    }
    const entries = entriesOf(directory);
    expect(entries.filter((entry) => entry.isFile).length).toBeGreaterThan(2);
    expect(entries.map(({ path, isFile }) => ({ path, mode: statSync(path).mode & 0o777, isFile }))).toEqual(
      entries.map(({ path, isFile }) => ({ path, mode: isFile ? 0o600 : 0o700, isFile })),
    );
  });

  it('leaves the review-token secret out of a backup that is not encrypted', () => {
    expect(existsSync(join(api.config.dataDir, 'secrets', 'review-token.key'))).toBe(true);
    expect(manifest.reviewTokenSecret).toBeNull();
    const holding = entriesOf(backupDir).filter(
      ({ path, isFile }) => isFile && readFileSync(path).includes(Buffer.from(secret)),
    );
    expect(holding).toEqual([]);
  });

  it('encrypts the database, the files and the review-token secret, and restores them all with the key', async () => {
    expect(encrypted.reviewTokenSecret).not.toBeNull();
    const dump = readFileSync(join(encryptedDir, encrypted.database.file));
    expect(dump.subarray(0, 5).toString('latin1')).not.toBe('PGDMP');
    expect(dump.subarray(0, 2).toString('hex')).not.toBe('1f8b');
    for (const file of encrypted.files) {
      const kept = readFileSync(join(encryptedDir, 'files', file.sha256.slice(0, 2), file.sha256));
      expect(sha256Hex(kept)).not.toBe(file.sha256);
    }
    const holding = entriesOf(encryptedDir).filter(
      ({ path, isFile }) => isFile && readFileSync(path).includes(Buffer.from(secret)),
    );
    expect(holding).toEqual([]);

    const target = await freshTarget();
    await restoreBackup({ ...target, encryptionKey: key, directory: encryptedDir, force: false, log: () => undefined });
    const restored = target.open();
    try {
      const restoredClaims = await claimsWhole(restored.db);
      expect(restoredClaims.length).toBe(encrypted.counts.claims);
      expect(restoredClaims).toEqual(
        await claimsWhole(
          api.db,
          restoredClaims.map(({ claim }) => claim.id),
        ),
      );
      for (const file of restoredClaims.flatMap(({ files }) => files)) {
        expect(await sha256Of(target.store, file.sha256)).toBe(file.sha256);
      }
    } finally {
      await restored.close();
    }
    const restoredSecret = join(target.dataDir, 'secrets', 'review-token.key');
    expect(readFileSync(restoredSecret, 'utf8').trim()).toBe(secret);
    expect(statSync(restoredSecret).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('refuses a wrong key, a missing key, and a backup that is not signed while a key is set', async () => {
    const target = await freshTarget();
    const restore = (directory: string, encryptionKey: Buffer | undefined) =>
      restoreBackup({ ...target, encryptionKey, directory, force: false, log: () => undefined });
    await expect(restore(encryptedDir, randomBytes(32))).rejects.toThrow(
      'BACKUP_ENCRYPTION_KEY is not the key this backup was taken with',
    );
    await expect(restore(encryptedDir, undefined)).rejects.toThrow(
      'This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was taken with',
    );
    await expect(restore(backupDir, key)).rejects.toThrow('This backup is not signed');
    expect(await isDatabaseEmpty(target.target)).toBe(true);
  });

  it('refuses a signed backup whose manifest was changed, or whose signature is gone', async () => {
    const changed = await copyToDamage(encryptedDir, key);
    const written = changed.writtenManifest();
    changed.writeManifest({ ...written, counts: { ...encrypted.counts, claims: encrypted.counts.claims + 1 } });
    await expect(changed.restore()).rejects.toThrow('was changed after it was taken');
    changed.writeManifest({ ...written, signature: undefined });
    await expect(changed.restore()).rejects.toThrow('This backup is not signed');
    expect(await isDatabaseEmpty(changed.target.target)).toBe(true);
  });

  it('refuses an encrypted database dump or file that was changed, before the database is touched', async () => {
    const dumpChanged = await copyToDamage(encryptedDir, key);
    flipByte(join(dumpChanged.copy, encrypted.database.file));
    await expect(dumpChanged.restore()).rejects.toThrow(`${encrypted.database.file} in the backup is damaged`);
    expect(await isDatabaseEmpty(dumpChanged.target.target)).toBe(true);

    const fileChanged = await copyToDamage(encryptedDir, key);
    const [victim] = encrypted.files;
    if (victim === undefined) throw new Error('the backup holds no file');
    flipByte(join(fileChanged.copy, 'files', victim.sha256.slice(0, 2), victim.sha256));
    await expect(fileChanged.restore()).rejects.toThrow(`${victim.sha256}: damaged`);
    expect(await isDatabaseEmpty(fileChanged.target.target)).toBe(true);
  });

  it('refuses a database dump that is not the one the manifest lists, signed or not', async () => {
    const changed = await copyToDamage(backupDir, undefined);
    flipByte(join(changed.copy, manifest.database.file));
    await expect(changed.restore()).rejects.toThrow(`${manifest.database.file} in the backup is damaged`);
    expect(await isDatabaseEmpty(changed.target.target)).toBe(true);
  });

  it('accepts only a bare file name for the database in the manifest', async () => {
    const changed = await copyToDamage(backupDir, undefined);
    renameSync(join(changed.copy, manifest.database.file), join(changed.outer, 'x'));
    const written = changed.writtenManifest();
    for (const file of ['../x', join(changed.outer, 'x'), '/etc/passwd', 'files/../../x']) {
      changed.writeManifest({ ...written, database: { ...manifest.database, file } });
      await expect(changed.restore()).rejects.toThrow('(at database.file)');
    }
    expect(await isDatabaseEmpty(changed.target.target)).toBe(true);
  });
});

describe('backup and restore with the files in an S3 bucket', () => {
  let s3: TestS3;
  let bucketApi: TestApp;
  const s3Config = (dataDir: string): FileStoreConfig => ({
    kind: 's3',
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    ...S3_CREDENTIALS,
    temporaryDirectory: join(dataDir, 'uploads'),
  });

  beforeAll(async () => {
    s3 = await startTestS3();
    bucketApi = await startTestApp({
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    });
  });

  afterAll(async () => {
    await bucketApi.close();
    await s3.stop();
  });

  // Backs up and restores through CLI processes: over 30 s on a busy CI machine.
  it(
    'keeps the keys and hashes of the files, restores beside the bucket, and finds a key gone from it',
    { timeout: 120_000 },
    async () => {
      const parent = await insertParent(bucketApi.db);
      const by = {
        on: bucketApi,
        token: await bucketApi.tokenFor(parent.person),
        providerNumber: (await insertProvider(bucketApi.db)).number,
      };
      const child = await insertChild(bucketApi.db, parent.user.id, { schoolYear: 2023, awardCents: AWARD_CENTS });
      for (let round = 0; round < 2; round += 1) await submitClaim(child.id, by);
      const directory = join(folder('ace-backup-s3-'), 'backup');
      const taken = await takeBackup({
        source: source(bucketApi),
        store: bucketApi.store,
        storeConfig: bucketApi.config.fileStore,
        dataDir: bucketApi.config.dataDir,
        directory,
        encryptionKey: undefined,
        log: () => undefined,
      });
      expect(taken.fileStore).toEqual({ kind: 's3', bucket: s3.bucket });
      expect(taken.files.map((file) => file.key)).toEqual(
        taken.files.map((file) => `claim-files/${file.sha256.slice(0, 2)}/${file.sha256}`),
      );
      expect(existsSync(join(directory, 'files'))).toBe(false);

      await expect(
        restoreBackup({ ...(await freshTarget()), directory, force: false, log: () => undefined }),
      ).rejects.toThrow('restore it with FILE_STORE=s3');
      const target = await freshTarget(s3Config);
      await restoreBackup({ ...target, directory, force: false, log: () => undefined });
      const restored = target.open();
      try {
        expect(await claimsWhole(restored.db)).toEqual(await claimsWhole(bucketApi.db));
      } finally {
        await restored.close();
      }

      const [gone] = taken.files;
      if (gone === undefined) throw new Error('the backup lists no file');
      await bucketApi.store.remove(gone.sha256);
      await expect(
        restoreBackup({ ...(await freshTarget(s3Config)), directory, force: false, log: () => undefined }),
      ).rejects.toThrow(`${gone.sha256}: missing from the bucket`);
    },
  );
});
