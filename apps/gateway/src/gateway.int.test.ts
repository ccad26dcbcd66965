import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeServer, listen, readBody } from '@ace/dev-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.ts';
import { createGateway } from './gateway.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyLength: number;
}

/** A tiny service that answers what it received. */
async function echoService(name: string): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    void readBody(req, 10 * 1024 * 1024).then((body) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyLength: body.length });
      res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive', 'x-service': name });
      res.end(JSON.stringify({ service: name, url: req.url, bodyLength: body.length }));
    });
  });
  const port = await listen(server, 0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}`, seen };
}

async function startGateway(env: Record<string, string>): Promise<{ server: Server; base: string }> {
  const gateway = await createGateway(readGatewayConfig(env));
  return { server: gateway.server, base: await gateway.listen({ port: 0, host: '127.0.0.1' }) };
}

describe('the gateway', () => {
  const servers: Server[] = [];
  let api: Awaited<ReturnType<typeof echoService>>;
  let merit: Awaited<ReturnType<typeof echoService>>;
  let base: string;
  let deadUrl: string;

  beforeAll(async () => {
    api = await echoService('api');
    merit = await echoService('merit');
    const dead = createServer();
    deadUrl = `http://127.0.0.1:${await listen(dead, 0, '127.0.0.1')}`;
    await closeServer(dead);
    const gateway = await startGateway({
      API_URL: api.url,
      MERIT_URL: merit.url,
      BANK_URL: deadUrl,
      MAIL_URL: deadUrl,
      WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
      MOBILE_WEB_DIST_DIR: join(tmpdir(), 'no-such-mobile-dist'),
    });
    base = gateway.base;
    servers.push(api.server, merit.server, gateway.server);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => closeServer(server)));
  });

  it('forwards by path prefix, the path unchanged, with X-Forwarded headers and every Set-Cookie', async () => {
    const response = await fetch(`${base}/api/user/?page=2`, { headers: { 'x-forwarded-for': '10.0.0.9' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-service')).toBe('api');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const seen = api.seen.at(-1);
    expect(seen?.url).toBe('/api/user/?page=2');
    expect(seen?.headers['x-forwarded-for']).toBe('10.0.0.9, 127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(seen?.headers.host).toBe(new URL(base).host);

    await fetch(`${base}/merit/.well-known/openid-configuration`);
    expect(merit.seen.at(-1)?.url).toBe('/merit/.well-known/openid-configuration');
  });

  it('streams a request body through, method and all', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    const response = await fetch(`${base}/merit/token`, { method: 'PUT', body });
    expect(await response.json()).toEqual({ service: 'merit', url: '/merit/token', bodyLength: body.length });
    expect(merit.seen.at(-1)?.method).toBe('PUT');
  });

  it('does not give a prefix the paths that only start with the same letters', async () => {
    const response = await fetch(`${base}/apiary`);
    expect(response.headers.get('x-service')).toBeNull();
    expect(await response.text()).toContain('The web portal is being built');
  });

  it('answers 502 when a service is down: a page for people, the API envelope for programs', async () => {
    const page = await fetch(`${base}/bank/dev`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(502);
    expect(await page.text()).toContain('The bank stand-in is not available');

    const gateway = await startGateway({ API_URL: deadUrl });
    servers.push(gateway.server);
    const apiDown = await fetch(`${gateway.base}/api/user/`, { headers: { accept: 'text/html' } });
    expect(apiDown.status).toBe(502);
    expect(await apiDown.json()).toMatchObject({ success: false, code: 'BAD_GATEWAY' });
  });

  it('shows the placeholder page with the demo accounts and the links while there is no web build', async () => {
    const response = await fetch(`${base}/dashboard`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('The web portal is being built.');
    for (const link of ['/merit', '/mail', '/bank/dev', '/api/docs']) expect(page).toContain(`href="${link}"`);
    expect(page).toContain('maria.garcia@example.com');
    expect(page).toContain('ace-demo-2026');
  });

  it('serves a built web app with a single-page fallback, pages that cannot be framed, and nothing outside it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ACE</title><div id="root"></div>');
      writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
      const gateway = await startGateway({ WEB_DIST_DIR: dist });
      servers.push(gateway.server);

      const deep = await fetch(`${gateway.base}/review-claim?token=secret`);
      expect(await deep.text()).toContain('<div id="root">');
      // No other site frames a page that approves claims, and no link carries the review token away.
      expect(deep.headers.get('x-frame-options')).toBe('DENY');
      expect(deep.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(deep.headers.get('referrer-policy')).toBe('strict-origin');
      // Scripts only from the build's own files: an injected inline script or eval does not run.
      expect(deep.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
          "connect-src 'self'; worker-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'; " +
          "form-action 'self'; frame-ancestors 'none'",
      );
      const asset = await fetch(`${gateway.base}/assets/app-1234.js`);
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${gateway.base}/assets/missing.js`)).status).toBe(404);
      const escape = await fetch(`${gateway.base}/%2e%2e/%2e%2e/package.json`);
      expect(await escape.text()).toContain('<div id="root">');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("serves the native app's web build under /mobile, and says how to build it when it is missing", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gateway-mobile-'));
    try {
      mkdirSync(join(dist, '_expo'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ohio ACE</title><div id="root"></div>');
      writeFileSync(join(dist, '_expo', 'entry-1234.js'), 'console.log(2)');
      const gateway = await startGateway({
        WEB_DIST_DIR: join(tmpdir(), 'no-such-web-dist'),
        MOBILE_WEB_DIST_DIR: dist,
      });
      servers.push(gateway.server);

      const page = await fetch(`${gateway.base}/mobile/dashboard`);
      expect(await page.text()).toContain('<title>Ohio ACE</title>');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; /);
      expect(await (await fetch(`${gateway.base}/mobile`)).text()).toContain('<title>Ohio ACE</title>');
      const asset = await fetch(`${gateway.base}/mobile/_expo/entry-1234.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${gateway.base}/mobile/_expo/missing.js`)).status).toBe(404);
      expect(await (await fetch(`${gateway.base}/mobilephone`)).text()).toContain('The web portal is being built.');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
    const missing = await fetch(`${base}/mobile/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('npm run build:web --prefix apps/mobile');
  });

  it("lets the apps' pages call the services the web build was pointed at on other origins", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ACE</title><div id="root"></div>');
      const gateway = await startGateway({
        WEB_DIST_DIR: dist,
        VITE_OIDC_ISSUER: '/merit',
        VITE_BANK_API_URL: 'https://api-sandbox.dwolla.com/',
        VITE_MONITORING_URL: 'https://errors.example.org/ace/report',
      });
      servers.push(gateway.server);
      const policy = (await fetch(`${gateway.base}/dashboard`)).headers.get('content-security-policy');
      expect(policy).toContain("; connect-src 'self' https://api-sandbox.dwolla.com https://errors.example.org; ");
      expect(policy).toContain("; script-src 'self'; ");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
