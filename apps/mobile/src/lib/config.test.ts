import { readConfig } from './config';

const extra = {
  portalUrl: 'https://portal.example.org/',
  oidcIssuer: '/merit',
  oidcClientId: 'ace-portal-mobile',
  bankApiUrl: 'https://bank.example.org/v2/',
  helpCenterUrl: 'https://help.example.org',
  supportEmail: 'support@example.org',
  termsUrl: 'https://example.org/terms',
  privacyUrl: 'https://example.org/privacy',
  appStoreId: '123',
  playStoreId: 'org.example.app',
};

describe('readConfig', () => {
  it("takes paths on the portal's origin on a phone", () => {
    const config = readConfig(extra, '/mobile', null);
    expect(config.portalUrl).toBe('https://portal.example.org');
    expect(config.oidcIssuer).toBe('https://portal.example.org/merit');
    expect(config.bankApiUrl).toBe('https://bank.example.org/v2');
    expect(config.baseUrl).toBe('');
  });

  it("takes paths on the page's origin in the web build, under its base path", () => {
    const config = readConfig(extra, '/mobile/', 'http://localhost:8080');
    expect(config.portalUrl).toBe('http://localhost:8080');
    expect(config.oidcIssuer).toBe('http://localhost:8080/merit');
    expect(config.baseUrl).toBe('/mobile');
  });

  it('names every missing or malformed value', () => {
    expect(() => readConfig({ ...extra, supportEmail: 'nobody', portalUrl: undefined }, '', null)).toThrow(
      /portalUrl.*supportEmail|supportEmail.*portalUrl/,
    );
  });
});
