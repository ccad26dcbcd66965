import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageHeaders } from './page-headers.ts';

describe("the apps' page headers", () => {
  it('allow scripts, connections and frames from nowhere but the page itself by default', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self'; worker-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('let the pages call the origins of the absolute addresses they are given, each once, and nothing for paths', () => {
    const policy = contentSecurityPolicy([
      '/merit',
      'https://Merit.Example.org:443/oidc/',
      'https://merit.example.org/agents',
      'https://reporter:key@errors.example.org:8443/report',
      'ftp://files.example.org',
      'not an address',
    ]);
    expect(policy).toContain("; connect-src 'self' https://merit.example.org https://errors.example.org:8443; ");
  });

  it('keep review screens out of frames and their tokens out of Referer headers', () => {
    expect(pageHeaders(['https://api.dwolla.com'])).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(['https://api.dwolla.com']),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin',
    });
  });
});
