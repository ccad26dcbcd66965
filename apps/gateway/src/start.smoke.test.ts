import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { DEMO_PASSWORD } from '@ace/demo-data';
import { closeServer, CookieJar, listen, signInThroughBrowser } from '@ace/dev-kit';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';

const API_PRESENT = existsSync(join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts'));

async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(servers.map((server) => listen(server, 0, '127.0.0.1')));
  await Promise.all(servers.map((server) => closeServer(server)));
  return ports;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The environment of a developer's shell, without the test runner's own variables. */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'ACE_TEST_RESULTS_DIR',
    ),
  );
}

describe('npm start', () => {
  it(
    'starts the whole stack on one origin, signs a demo parent in, calls the API, and stops every process',
    // Starting migrates and seeds an embedded database and starts five processes: beside the API's tests and a
    // benchmark on two cores it took over 90 s (the stand-ins and the seed ready, the API not yet).
    { timeout: 300_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ace-stack-smoke-'));
      const [port = 0, apiPort = 0, meritPort = 0, bankPort = 0, mailPort = 0, smtpPort = 0] = await freePorts(6);
      const publicUrl = `http://localhost:${port}`;
      const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.ts'), '--no-build'], {
        cwd: REPO_ROOT,
        env: {
          ...shellEnv(),
          NO_COLOR: '1',
          DATA_DIR: dataDir,
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          API_PORT: String(apiPort),
          MERIT_PORT: String(meritPort),
          BANK_PORT: String(bankPort),
          MAIL_PORT: String(mailPort),
          SMTP_PORT: String(smtpPort),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const exited = new Promise<number | null>((resolve) => {
        child.on('exit', (code) => {
          resolve(code);
        });
      });

      let failure: unknown;
      try {
        const deadline = Date.now() + 240_000;
        while (!output.includes(`ACE Portal is ready at ${publicUrl}`)) {
          if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The stack did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(output).toContain('maria.garcia@example.com');
        expect(output).toContain(DEMO_PASSWORD);

        // Every part answers through the one origin.
        expect(await (await fetch(`${publicUrl}/`)).text()).toMatch(/ACE Portal/);
        expect((await fetch(`${publicUrl}/mail/api/messages`)).status).toBe(200);
        expect((await fetch(`${publicUrl}/bank/health`)).status).toBe(200);

        // A demo parent signs in at /merit with code + PKCE, as the web app will.
        const client = await oidc.discovery(new URL(`${publicUrl}/merit`), 'ace-portal-web', undefined, oidc.None(), {
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on localhost in the local stack
          execute: [oidc.allowInsecureRequests],
        });
        const verifier = oidc.randomPKCECodeVerifier();
        const redirectUri = `${publicUrl}/auth/callback`;
        const url = oidc.buildAuthorizationUrl(client, {
          redirect_uri: redirectUri,
          scope: 'openid profile offline_access',
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          prompt: 'login',
        });
        const step = await signInThroughBrowser(
          new CookieJar(),
          url,
          { email: 'maria.garcia@example.com', password: DEMO_PASSWORD },
          redirectUri,
        );
        const tokens = await oidc.authorizationCodeGrant(client, step.callbackUrl, { pkceCodeVerifier: verifier });
        const { payload } = await jwtVerify(
          tokens.access_token,
          createRemoteJWKSet(new URL(`${publicUrl}/merit/jwks`)),
          {
            issuer: `${publicUrl}/merit`,
            audience: 'ace-portal-api',
          },
        );
        expect(payload.email).toBe('maria.garcia@example.com');

        if (API_PRESENT) {
          const response = await fetch(`${publicUrl}/api/user/`, {
            headers: { authorization: `Bearer ${tokens.access_token}` },
          });
          expect(response.status).not.toBe(401);
          expect(response.status).toBeLessThan(500);
          const body: unknown = await response.json();
          expect(body).toMatchObject({ success: expect.any(Boolean) as unknown });
          if (response.status !== 200)
            expect(body).toMatchObject({ success: false, error: expect.any(String) as unknown });
        }
      } catch (error) {
        failure = error;
      }

      // Ctrl-C: every process the runner started must be gone, and the data must stay.
      const pids = [...output.matchAll(/started \S+ \(pid (\d+)\)/g)].map((match) => Number(match[1]));
      child.kill('SIGINT');
      const code = await exited;
      if (failure !== undefined) {
        rmSync(dataDir, { recursive: true, force: true });
        const reason = failure instanceof Error ? failure.message : inspect(failure);
        throw new Error(`${reason}\n\nnpm start said:\n${output}`);
      }
      expect(code).toBe(0);
      expect(pids.length).toBeGreaterThanOrEqual(API_PRESENT ? 4 : 3);
      expect(pids.filter(isAlive)).toEqual([]);
      expect(output).toContain('The ACE Portal stack has stopped.');
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['dev-merit', 'dev-bank', 'dev-mail']));
      rmSync(dataDir, { recursive: true, force: true });
    },
  );
});
