import { describe, expect, it } from 'vitest';
import { readConfig } from './read-config.ts';

const env = {
  VITE_PROGRAMME_SITE_URL: 'https://aceohio.example.org',
  VITE_HELP_CENTER_URL: 'https://aceohio.example.org/help',
  VITE_SUPPORT_EMAIL: 'support@aceohio.example.org',
  VITE_TERMS_URL: 'https://aceohio.example.org/terms',
  VITE_PRIVACY_URL: 'https://aceohio.example.org/privacy',
  VITE_OIDC_ISSUER: '/merit',
  VITE_OIDC_CLIENT_ID: 'ace-portal-web',
  VITE_BANK_API_URL: 'https://bank.example/',
  VITE_MONITORING_URL: '',
};

describe('the web configuration', () => {
  it('resolves paths on this origin and leaves monitoring off when empty', () => {
    expect(readConfig(env, 'http://localhost:8080')).toMatchObject({
      oidcIssuer: 'http://localhost:8080/merit',
      bankApiUrl: 'https://bank.example',
      monitoringUrl: null,
    });
  });

  it('refuses to start without a value it needs', () => {
    expect(() => readConfig({ ...env, VITE_SUPPORT_EMAIL: undefined }, 'http://localhost:8080')).toThrow(
      /VITE_SUPPORT_EMAIL/,
    );
  });
});
