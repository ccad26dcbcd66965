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
      awardCentsBySchoolYear: { 2021: 50_000, 2022: 100_000, 2023: 100_000 },
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
      AWARD_CENTS_BY_SCHOOL_YEAR: '2021:1,2022:2,2023:3',
      DATA_DIR: '/var/lib/ace',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: 'https://portal.example.org',
      databaseUrl: 'postgres://ace@db:5432/ace',
      oidcIssuer: 'https://id.example.org',
      meritApiUrl: 'https://api.id.example.org',
      awardCentsBySchoolYear: { 2021: 1, 2022: 2, 2023: 3 },
      dataDir: '/var/lib/ace',
    });
  });

  it('names each wrong variable on a line of its own', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        AWARD_CENTS_BY_SCHOOL_YEAR: '2021:5',
        MIN_APP_VERSION_IOS: 'v2',
      }),
    ).toThrow(
      [
        "The API's configuration is wrong:",
        '- PORT: Invalid input: expected number, received NaN',
        '- DATABASE_URL: expected postgres://user@host:port/database',
        '- AWARD_CENTS_BY_SCHOOL_YEAR: missing an award for 2022, 2023',
        '- MIN_APP_VERSION_IOS: expected a version like 1.4.0',
      ].join('\n'),
    );
  });
});
