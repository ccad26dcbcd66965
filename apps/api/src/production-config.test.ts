import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@ace/demo-data';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { loadProductionConfig } from './production-config.ts';

const webDist = mkdtempSync(join(tmpdir(), 'ace-production-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>ACE</title>');
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

/** Everything a production start needs, pointed at real-looking services. */
function productionEnvironment(): Record<string, string | undefined> {
  return {
    DATABASE_URL: 'postgres://ace:secret@db.internal:5432/ace',
    PUBLIC_URL: 'https://portal.aceohio.org',
    OIDC_ISSUER: 'https://merit.example.com/oidc',
    MERIT_API_URL: 'https://api.merit.example.com',
    BANK_API_URL: 'https://api.dwolla.com',
    BANK_CLIENT_ID: 'live-client-id',
    BANK_CLIENT_SECRET: 'live-client-secret',
    BANK_WEBHOOK_SECRET: 'a-webhook-secret-of-length',
    BANK_FUNDING_SOURCE_URL: 'https://api.dwolla.com/funding-sources/5f0d3d9a',
    SMTP_URL: 'smtps://ace:secret@smtp.example.com:465',
    MAIL_FROM: 'Ohio ACE Program <no-reply@aceohio.org>',
    FILE_URL_SECRET: 'f'.repeat(64),
    REVIEW_TOKEN_SECRET: 'r'.repeat(64),
    FILE_STORE: 's3',
    S3_ENDPOINT: 'https://s3.us-east-2.amazonaws.com',
    S3_BUCKET: 'ace-claim-files',
    S3_REGION: 'us-east-2',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-access-key',
    VITE_OIDC_ISSUER: 'https://merit.example.com/oidc/',
    VITE_BANK_API_URL: 'https://api.dwolla.com',
    WEB_DIST_DIR: webDist,
  };
}

/** The lines of the refusal, or a failure when the start is let through. */
function refusal(overrides: Record<string, string | undefined>): string[] {
  try {
    loadProductionConfig({ ...productionEnvironment(), ...overrides }, '/srv/ace');
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the production start was let through');
}

describe('the production start', () => {
  it('starts with a complete production environment, serving the web app with its addresses allowed', () => {
    const { config, web } = loadProductionConfig(productionEnvironment(), '/srv/ace');
    expect(config).toMatchObject({
      publicUrl: 'https://portal.aceohio.org',
      databaseUrl: 'postgres://ace:secret@db.internal:5432/ace',
      oidcIssuer: 'https://merit.example.com/oidc',
      bank: { apiUrl: 'https://api.dwolla.com', programmeFundingSource: expect.any(String) as string },
      fileStore: { kind: 's3', bucket: 'ace-claim-files' },
    });
    expect(web).toEqual({
      distDir: webDist,
      connectTo: ['https://merit.example.com/oidc/', 'https://api.dwolla.com'],
    });
  });

  it('keeps claim files in a local directory when it is an absolute one', () => {
    const { config } = loadProductionConfig(
      { ...productionEnvironment(), FILE_STORE: 'local', DATA_DIR: '/var/lib/ace' },
      '/srv/ace',
    );
    expect(config.fileStore).toEqual({ kind: 'local', directory: '/var/lib/ace/files' });
  });

  it.each([
    ['DATABASE_URL', 'the embedded PGlite is for development only'],
    ['PUBLIC_URL', "the portal's address as people reach it"],
    ['OIDC_ISSUER', "Merit's OpenID Connect issuer"],
    ['MERIT_API_URL', "Merit's agent API"],
    ['BANK_API_URL', 'https://api.dwolla.com'],
    ['BANK_CLIENT_ID', 'application key at the bank'],
    ['BANK_CLIENT_SECRET', 'application secret at the bank'],
    ['BANK_WEBHOOK_SECRET', "signs the bank's webhooks"],
    ['BANK_FUNDING_SOURCE_URL', 'that payouts come from'],
    ['SMTP_URL', 'the mail server'],
    ['MAIL_FROM', "the sender of the portal's e-mails"],
    ['FILE_URL_SECRET', 'it signs the links to claim files'],
    ['REVIEW_TOKEN_SECRET', 'review links are derived from it'],
    ['FILE_STORE', 'or local with DATA_DIR an absolute directory every API process shares'],
    ['VITE_OIDC_ISSUER', 'the issuer the web app was built with'],
    ['VITE_BANK_API_URL', "the bank's address the web app was built with"],
  ])('refuses to start without %s, saying what it is', (variable, what) => {
    const lines = refusal({ [variable]: undefined });
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^- ${variable}: not set: .*${escape(what)}`)));
  });

  it('counts an empty variable as unset', () => {
    expect(refusal({ DATABASE_URL: '' })).toContainEqual(expect.stringMatching(/^- DATABASE_URL: not set: /));
  });

  it('lists every problem at once, beneath what config.ts finds wrong', () => {
    const lines = refusal({
      DATABASE_URL: undefined,
      SMTP_URL: undefined,
      PORT: 'eighty',
      BANK_CLIENT_SECRET: DEMO_PASSWORD,
    });
    expect(lines).toEqual([
      "The API's configuration is wrong:",
      '- PORT: Invalid input: expected number, received NaN',
      '',
      'The API will not start in production until these are set right:',
      expect.stringMatching(/^- DATABASE_URL: not set: /),
      expect.stringMatching(/^- SMTP_URL: not set: /),
      "- BANK_CLIENT_SECRET: is the demo accounts' password, a development default: set the production one.",
    ]);
  });

  it.each([
    ['BANK_CLIENT_ID', 'dev-bank-client', "the bank stand-in's client id"],
    ['BANK_CLIENT_SECRET', 'dev-bank-secret', "the bank stand-in's client secret"],
    ['BANK_WEBHOOK_SECRET', 'dev-bank-webhook-secret', "the bank stand-in's webhook secret"],
    ['BANK_CLIENT_SECRET', DEMO_PASSWORD, "the demo accounts' password"],
    ['S3_SECRET_ACCESS_KEY', 'dev-bank-secret', "the bank stand-in's client secret"],
  ])('refuses %s left at %s', (variable, value, which) => {
    expect(refusal({ [variable]: value })).toContain(
      `- ${variable}: is ${which}, a development default: set the production one.`,
    );
  });

  it('refuses the local stack addresses: its public URL and mail catcher, stand-ins on the portal origin', () => {
    const lines = refusal({
      PUBLIC_URL: 'http://localhost:8080',
      OIDC_ISSUER: 'http://localhost:8080/merit',
      MERIT_API_URL: 'http://localhost:8080/merit',
      BANK_API_URL: 'http://localhost:8080/bank',
      BANK_FUNDING_SOURCE_URL: undefined,
      VITE_OIDC_ISSUER: '/merit',
      VITE_BANK_API_URL: '/bank',
      SMTP_URL: 'smtp://127.0.0.1:1025',
    });
    const standIn = "points at the portal's own origin, where the local stack runs its stand-in";
    expect(lines).toEqual(
      expect.arrayContaining([
        '- PUBLIC_URL: must be an https:// address: people sign in and see claims there.',
        expect.stringContaining(`- OIDC_ISSUER: ${standIn}`),
        expect.stringContaining(`- MERIT_API_URL: ${standIn}`),
        expect.stringContaining(`- BANK_API_URL: ${standIn}`),
        expect.stringContaining(`- VITE_OIDC_ISSUER: ${standIn}`),
        expect.stringContaining(`- VITE_BANK_API_URL: ${standIn}`),
        "- SMTP_URL: is the local mail catcher's: set the mail server's address.",
      ]),
    );
  });

  it('refuses a stand-in on the https portal origin and a partner service over plain http', () => {
    const lines = refusal({
      OIDC_ISSUER: 'https://portal.aceohio.org/merit',
      VITE_OIDC_ISSUER: 'https://portal.aceohio.org/merit',
      BANK_API_URL: 'http://bank.internal:8083/bank',
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining("- OIDC_ISSUER: points at the portal's own origin"),
        "- BANK_API_URL: must be the real service's https:// address.",
        '- BANK_FUNDING_SOURCE_URL: must be a funding source at BANK_API_URL.',
      ]),
    );
  });

  it('refuses a web app that signs people in elsewhere than the API accepts', () => {
    expect(refusal({ VITE_OIDC_ISSUER: 'https://other-merit.example.com/oidc' })).toContain(
      '- VITE_OIDC_ISSUER: differs from OIDC_ISSUER: the web app would sign people in where the API does not accept their tokens.',
    );
  });

  it('refuses claim files in a relative or default local directory', () => {
    for (const DATA_DIR of [undefined, '.data', 'var/ace']) {
      expect(refusal({ FILE_STORE: 'local', DATA_DIR })).toContainEqual(
        expect.stringMatching(/^- DATA_DIR: with FILE_STORE=local, claim files are kept in DATA_DIR\/files/),
      );
    }
  });

  it('refuses S3 without its credentials', () => {
    expect(refusal({ S3_SECRET_ACCESS_KEY: undefined })).toContain(
      '- S3_SECRET_ACCESS_KEY: required when FILE_STORE is s3',
    );
  });

  it('says how to build the web app when there is no build to serve', () => {
    const nowhere = join(webDist, 'not-built');
    expect(refusal({ WEB_DIST_DIR: nowhere })).toContain(
      `- WEB_DIST_DIR: no built web app in ${nowhere}: build it with \`npm run build -w @ace/web\` (with the production VITE_* settings), or set WEB_DIST_DIR to where it is.`,
    );
  });

  it('starts a worker, which serves no web app, without a build, and with every other check', () => {
    const environment = { ...productionEnvironment(), WEB_DIST_DIR: join(webDist, 'not-built') };
    expect(loadProductionConfig(environment, '/srv/ace', 'worker').config.receiptJobs).toEqual({
      threads: 1,
      inApi: true,
    });
    expect(() => loadProductionConfig({ ...environment, DATABASE_URL: undefined }, '/srv/ace', 'worker')).toThrow(
      /- DATABASE_URL: not set/,
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
