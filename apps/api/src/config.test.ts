import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with sensible defaults: embedded database, local stack origin', () => {
    const config = loadConfig({}, '/srv/ace');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      dataDir: '/srv/ace/.data',
      oidcIssuer: 'http://localhost:8080/merit',
      meritApiUrl: 'http://localhost:8080/merit',
      apiAudience: 'ace-portal-api',
      minAppVersion: { android: '1.0.0', ios: '1.0.0' },
    });
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://portal.example.org/',
      DATABASE_URL: 'postgres://ace@db:5432/ace',
      OIDC_ISSUER: 'https://id.example.org',
      MERIT_API_URL: 'https://api.id.example.org',
      DATA_DIR: '/var/lib/ace',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://portal.example.org',
      databaseUrl: 'postgres://ace@db:5432/ace',
      oidcIssuer: 'https://id.example.org',
      meritApiUrl: 'https://api.id.example.org',
      dataDir: '/var/lib/ace',
    });
  });

  it('lets requests with files in one at a time, none waiting more than 2 s, unless told otherwise', () => {
    expect(loadConfig({}).uploadTurns).toEqual({ atOnce: 1, maxWaitMs: 2000 });
    expect(loadConfig({ UPLOADS_AT_ONCE: '3', UPLOAD_TURN_WAIT_MS: '500' }).uploadTurns).toEqual({
      atOnce: 3,
      maxWaitMs: 500,
    });
    expect(() => loadConfig({ UPLOADS_AT_ONCE: '0' })).toThrow(/UPLOADS_AT_ONCE/);
  });

  it("limits a receipt's reading in CPU time, and in time in all under a reading job's lease", () => {
    expect(loadConfig({}).receiptReading).toMatchObject({ cpuMs: 60_000, timeoutMs: 240_000 });
    expect(
      loadConfig({ RECEIPT_READING_CPU_MS: '30000', RECEIPT_READING_TIMEOUT_MS: '120000' }).receiptReading,
    ).toMatchObject({ cpuMs: 30_000, timeoutMs: 120_000 });
    expect(() => loadConfig({ RECEIPT_READING_TIMEOUT_MS: '300000' })).toThrow(/RECEIPT_READING_TIMEOUT_MS/);
  });

  it('reads receipts under the idle scheduling policy unless told to keep to the niceness', () => {
    expect(loadConfig({}).receiptReading).toMatchObject({ idle: true, niceness: 10 });
    expect(loadConfig({ RECEIPT_READING_IDLE: 'false' }).receiptReading).toMatchObject({ idle: false, niceness: 10 });
    expect(() => loadConfig({ RECEIPT_READING_IDLE: 'no' })).toThrow(/RECEIPT_READING_IDLE: expected true or false/);
  });

  it('reads receipts in the API, one thread at a time, unless told to leave them to workers', () => {
    expect(loadConfig({}).receiptJobs).toEqual({ threads: 1, inApi: true });
    const workers = loadConfig({
      DATABASE_URL: 'postgres://ace@db:5432/ace',
      API_READS_RECEIPTS: 'false',
      RECEIPT_READING_THREADS: '4',
    });
    expect(workers.receiptJobs).toEqual({ threads: 4, inApi: false });
    // The embedded database belongs to one process: no worker could read what the API queued.
    expect(() => loadConfig({ API_READS_RECEIPTS: 'false' })).toThrow(/API_READS_RECEIPTS: false needs DATABASE_URL/);
    expect(() => loadConfig({ API_READS_RECEIPTS: 'no', RECEIPT_READING_THREADS: '0' })).toThrow(
      /RECEIPT_READING_THREADS: .*\n- API_READS_RECEIPTS: expected true or false/,
    );
  });

  it('runs jobs in the API unless told to leave them all to workers, reading included', () => {
    expect(loadConfig({}).jobsInApi).toBe(true);
    const workers = loadConfig({ DATABASE_URL: 'postgres://ace@db:5432/ace', API_RUNS_JOBS: 'false' });
    expect(workers.jobsInApi).toBe(false);
    expect(workers.receiptJobs).toEqual({ threads: 1, inApi: false });
    expect(() => loadConfig({ API_RUNS_JOBS: 'false' })).toThrow(/API_RUNS_JOBS: false needs DATABASE_URL/);
    expect(() => loadConfig({ API_RUNS_JOBS: 'off' })).toThrow(/API_RUNS_JOBS: expected true or false/);
  });

  it('names each wrong variable on a line of its own', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MIN_APP_VERSION_IOS: 'v2',
      }),
    ).toThrow(
      [
        "The API's configuration is wrong:",
        '- PORT: Invalid input: expected number, received NaN',
        '- DATABASE_URL: expected postgres://user@host:port/database',
        '- MIN_APP_VERSION_IOS: expected a version like 1.4.0',
      ].join('\n'),
    );
  });
});

describe('the deadline and digest settings', () => {
  it('default to ten business days, reminders at 8 and the digest at 7 to every support-staff user', () => {
    expect(loadConfig({}).deadlines).toEqual({
      providerReviewBusinessDays: 10,
      providerReminderHour: 8,
      staffDigestRecipients: undefined,
      staffDigestHour: 7,
    });
  });

  it('read the digest recipients as a list of addresses, and refuse anything else', () => {
    const config = loadConfig({ STAFF_DIGEST_RECIPIENTS: 'sam@meritcs.example.com, lead@meritcs.example.com' });
    expect(config.deadlines.staffDigestRecipients).toEqual(['sam@meritcs.example.com', 'lead@meritcs.example.com']);
    expect(() => loadConfig({ STAFF_DIGEST_RECIPIENTS: 'sam@meritcs.example.com,,', STAFF_DIGEST_HOUR: '24' })).toThrow(
      /STAFF_DIGEST_RECIPIENTS\.1: expected e-mail addresses separated by commas[\s\S]*STAFF_DIGEST_HOUR/,
    );
  });
});

describe('the file store settings', () => {
  it('keeps claim files in DATA_DIR/files unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/ace' }).fileStore).toEqual({
      kind: 'local',
      directory: '/var/lib/ace/files',
    });
  });

  it('reads an S3-compatible store, its uploads streamed to DATA_DIR/uploads first', () => {
    const config = loadConfig({
      DATA_DIR: '/var/lib/ace',
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://s3.us-east-2.amazonaws.com/',
      S3_BUCKET: 'ace-claim-files',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
    });
    expect(config.fileStore).toEqual({
      kind: 's3',
      endpoint: 'https://s3.us-east-2.amazonaws.com',
      bucket: 'ace-claim-files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG',
      temporaryDirectory: '/var/lib/ace/uploads',
    });
  });

  it('names every S3 setting that is missing, beside the other wrong variables', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', FILE_STORE: 's3', S3_ENDPOINT: 'ftp://files', S3_REGION: 'eu-west-1' }),
    ).toThrow(
      [
        "The API's configuration is wrong:",
        '- PORT: Invalid input: expected number, received NaN',
        '- S3_ENDPOINT: Invalid URL',
        '- S3_BUCKET: required when FILE_STORE is s3',
        '- S3_ACCESS_KEY_ID: required when FILE_STORE is s3',
        '- S3_SECRET_ACCESS_KEY: required when FILE_STORE is s3',
      ].join('\n'),
    );
  });

  it('refuses a store it does not know', () => {
    expect(() => loadConfig({ FILE_STORE: 'nfs' })).toThrow('- FILE_STORE: expected local or s3');
  });
});

describe('the metrics settings', () => {
  it('serve no metrics unless a port is given, and then on loopback unless told otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: undefined });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('- METRICS_PORT:');
  });
});
